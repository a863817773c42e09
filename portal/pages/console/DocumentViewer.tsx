/**
 * The console's document viewer (issue 20: "viewing the uploaded file"): the file is fetched
 * with the operator's session (`GET /v1/back-office/documents/{id}/file`, never a public URL)
 * and shown from a Blob URL — an image inline, a PDF in an `<object>` (with the download link as
 * its fallback) — and can always be downloaded. The Blob URL is revoked when the viewer leaves.
 * @module
 */
import { useEffect, useState } from 'react';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { Notice } from '../../components/Notice';
import type { ViewedFile } from './console-queues';

type Load =
  { state: 'loading' } | { state: 'error' } | { state: 'ready'; url: string; type: string };

/** The file of a document record, viewed and downloadable. */
export function DocumentViewer({ file }: { file: ViewedFile }) {
  const { t } = useLocale();
  const { api } = useServices();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let url: string | undefined;
    let live = true;
    setLoad({ state: 'loading' });
    api.backOffice
      .file(file.id)
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setLoad({ state: 'ready', url, type: blob.type || file.contentType });
      })
      .catch(() => {
        if (live) setLoad({ state: 'error' });
      });
    return () => {
      live = false;
      if (url !== undefined) URL.revokeObjectURL(url);
    };
  }, [api, file.id, file.contentType]);

  const download =
    load.state === 'ready' ? (
      <a className="text-link" href={load.url} download={file.fileName}>
        {t('console.viewer.download', { 0: file.fileName })}
      </a>
    ) : null;

  return (
    <section className="card console-viewer" aria-labelledby="console-viewer-title">
      <h2 id="console-viewer-title" className="card__title">
        {t('console.viewer.title')}
      </h2>
      {load.state === 'loading' ? (
        <p role="status" className="history__summary">
          {t('console.viewer.loading')}
        </p>
      ) : null}
      {load.state === 'error' ? <Notice tone="error">{t('console.viewer.error')}</Notice> : null}
      {load.state === 'ready' && load.type.startsWith('image/') ? (
        <img
          className="console-viewer__image"
          src={load.url}
          alt={t('console.viewer.image', { 0: file.fileName })}
        />
      ) : null}
      {load.state === 'ready' && load.type === 'application/pdf' ? (
        <object
          className="console-viewer__pdf"
          data={load.url}
          type="application/pdf"
          aria-label={file.fileName}
        >
          <p>{t('console.viewer.pdfFallback')}</p>
        </object>
      ) : null}
      {download}
    </section>
  );
}
