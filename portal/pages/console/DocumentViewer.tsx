/**
 * The console's document viewer (issue 20: "viewing the uploaded file"): the file is fetched
 * with the operator's session (`GET /v1/back-office/documents/{id}/file`, never a public URL).
 * An image is shown inline (as a `data:` URL, which the portal's CSP admits for images); any
 * file, a PDF included, is downloaded from a Blob URL (the CSP keeps `object-src 'none'`, so a
 * PDF is not embedded). The Blob URL is revoked when the viewer leaves.
 * @module
 */
import { useEffect, useId, useState } from 'react';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { Notice } from '../../components/Notice';
import type { ViewedFile } from './console-queues';

type Load =
  { state: 'loading' } | { state: 'error' } | { state: 'ready'; url: string; image: string | null };

/** The blob as a `data:` URL (what an `<img>` may show under the portal's CSP). */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(blob);
  });
}

/** The file of a document record, viewed and downloadable. */
export function DocumentViewer({ file }: { file: ViewedFile }) {
  const { t } = useLocale();
  const { api } = useServices();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const titleId = useId();

  useEffect(() => {
    let url: string | undefined;
    let live = true;
    setLoad({ state: 'loading' });
    api.backOffice
      .file(file.id)
      .then(async (blob) => {
        const type = blob.type || file.contentType;
        const image = type.startsWith('image/') ? await dataUrlOf(blob) : null;
        if (!live) return;
        url = URL.createObjectURL(blob);
        setLoad({ state: 'ready', url, image });
      })
      .catch(() => {
        if (live) setLoad({ state: 'error' });
      });
    return () => {
      live = false;
      if (url !== undefined) URL.revokeObjectURL(url);
    };
  }, [api, file.id, file.contentType]);

  return (
    <section className="card console-viewer" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {file.label ?? t('console.viewer.title')}
      </h2>
      {load.state === 'loading' ? (
        <p role="status" className="history__summary">
          {t('console.viewer.loading')}
        </p>
      ) : null}
      {load.state === 'error' ? <Notice tone="error">{t('console.viewer.error')}</Notice> : null}
      {load.state === 'ready' && load.image !== null ? (
        <img
          className="console-viewer__image"
          src={load.image}
          alt={t('console.viewer.image', { 0: file.fileName })}
        />
      ) : null}
      {load.state === 'ready' && load.image === null ? (
        <p className="history__summary">{t('console.viewer.notShown')}</p>
      ) : null}
      {load.state === 'ready' ? (
        <a className="text-link console-break" href={load.url} download={file.fileName}>
          {t('console.viewer.download', { 0: file.fileName })}
        </a>
      ) : null}
    </section>
  );
}
