/**
 * 'Purpose documents' on an operation's detail (spec operations §3.22 "Purpose attachment";
 * issue 19, item 10): each document the customer attached to the operation's purpose, by its
 * file name, its type and when it was sent, with a Download button. The download route needs
 * the session headers, so the button fetches the bytes (`api.remittances.purposeDocument`) and
 * saves them under the document's name; a failure says so under the list. Nothing is shown for
 * an operation without documents.
 * @module
 */
import { useState } from 'react';
import type { OperationDetail, PurposeDocument } from '../../../src/contracts/remittances';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { Button } from '../Button';
import { Notice } from '../Notice';
import { formatDateTime } from './format';
import { saveBlob } from './save-blob';
import '../../styles/operations.css';

/** Props of {@link PurposeDocuments}. */
export interface PurposeDocumentsProps {
  /** The operation's detail (its id, direction and `purposeDocuments`). */
  detail: Pick<OperationDetail, 'id' | 'type' | 'purposeDocuments'>;
  /** The customer's CPF or CNPJ digits (the route's path names them). */
  document: string;
}

/** A file type as people name it: `application/pdf` → PDF, `image/jpeg` → JPEG. */
export function fileTypeLabel(contentType: string): string {
  const subtype = contentType.split('/')[1] ?? contentType;
  return subtype.split(/[;+]/)[0]?.toUpperCase() ?? subtype;
}

/** The purpose documents of one operation; see the module note. */
export function PurposeDocuments({ detail, document }: PurposeDocumentsProps) {
  const { t, locale } = useLocale();
  const { api } = useServices();
  const [downloading, setDownloading] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  if (detail.purposeDocuments.length === 0) return null;

  async function download(item: PurposeDocument) {
    setDownloading(item.position);
    setFailed(false);
    try {
      const blob = await api.remittances.purposeDocument({
        document,
        type: detail.type === 'INBOUND' ? 'inbound' : 'outbound',
        id: detail.id,
        position: item.position,
      });
      saveBlob(blob, item.name);
    } catch {
      setFailed(true);
    } finally {
      setDownloading(null);
    }
  }

  return (
    <section className="card" aria-labelledby="purpose-documents-title">
      <h2 id="purpose-documents-title" className="card__title">
        {t('operations.detail.documents.title')}
      </h2>
      <p className="payment-panel__muted">{t('operations.detail.documents.lead')}</p>
      <ul className="purpose-documents" data-testid="purpose-documents">
        {detail.purposeDocuments.map((item) => (
          <li key={item.position} className="purpose-documents__item">
            <div className="purpose-documents__text">
              <span className="purpose-documents__name">{item.name}</span>
              <span className="payment-panel__muted">
                {fileTypeLabel(item.contentType)}
                {item.uploadedAt
                  ? ` · ${t('operations.detail.documents.uploadedAt', {
                      0: formatDateTime(item.uploadedAt, locale),
                    })}`
                  : null}
              </span>
            </div>
            <Button
              variant="secondary"
              loading={downloading === item.position}
              aria-label={t('operations.detail.documents.downloadNamed', { 0: item.name })}
              onClick={() => void download(item)}
            >
              {t('operations.detail.documents.download')}
            </Button>
          </li>
        ))}
      </ul>
      {failed ? (
        <Notice tone="error">{t('operations.detail.documents.downloadError')}</Notice>
      ) : null}
    </section>
  );
}
