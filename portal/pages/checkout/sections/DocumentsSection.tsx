/**
 * The documents section (spec operations §2.4 "documents", §5.3, §9.9; ui-guide "file drop zone
 * with type/size hints"): choose or drop a file, see its upload progress, remove an attached
 * one. Files are checked here first (not empty, png, jpg/jpeg or pdf, at most 5 MB) with the
 * spec's messages, then signed and uploaded for real (`document-upload.ts`); the storage's
 * refusals show its message in the user's language.
 * @module
 */
import { useId, useRef, useState, type DragEvent } from 'react';
import type { CheckoutDocument } from '../../../../src/stores/checkout-store';
import { MAX_DOCUMENTS } from '../../../../src/stores/checkout-store';
import { useLocale } from '../../../app/locale';
import { useServices } from '../../../app/services';
import { Button } from '../../../components/Button';
import { Notice } from '../../../components/Notice';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_PROBLEM_MESSAGES,
  DocumentUploadError,
  documentProblem,
  refusalProblem,
  uploadDocument,
} from '../document-upload';
import { apiErrorMessage } from '../../../app/api-message';

/** Props of {@link DocumentsSection}. */
export interface DocumentsSectionProps {
  /** The customer's CPF or CNPJ (the upload's file name). */
  document: string;
  documents: readonly CheckoutDocument[];
  /** Show 'attach at least one' (after a CONTINUE without documents). */
  showErrors: boolean;
  onAdd(document: CheckoutDocument): void;
  onRemove(key: string): void;
  /** Uploads instead of the real one (tests). */
  upload?: (file: File, onProgress: (percent: number) => void) => Promise<string>;
}

interface Sending {
  name: string;
  percent: number;
}

/** The documents section's content. */
export function DocumentsSection(props: DocumentsSectionProps) {
  const { t } = useLocale();
  const { api } = useServices();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<Sending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const full = props.documents.length >= MAX_DOCUMENTS;

  async function send(file: File) {
    setError(null);
    const problem = documentProblem(file);
    if (problem) {
      setError(t(DOCUMENT_PROBLEM_MESSAGES[problem]));
      return;
    }
    setSending({ name: file.name, percent: 0 });
    const onProgress = (percent: number) => setSending({ name: file.name, percent });
    try {
      const key = props.upload
        ? await props.upload(file, onProgress)
        : await uploadDocument(api.uploads, props.document, file, onProgress);
      props.onAdd({ key, fileName: file.name });
    } catch (failure) {
      const refused = failure instanceof DocumentUploadError ? refusalProblem(failure) : undefined;
      const message = refused
        ? t(DOCUMENT_PROBLEM_MESSAGES[refused])
        : failure instanceof DocumentUploadError
          ? (failure.apiMessage ?? t('checkoutPage.documents.failed'))
          : (apiErrorMessage(failure) ?? t('checkoutPage.documents.failed'));
      setError(message);
    } finally {
      setSending(null);
      if (input.current) input.current.value = '';
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !sending && !full) void send(file);
  }

  const missing = props.showErrors && props.documents.length === 0 && !sending;
  return (
    <div className="checkout-form">
      <p className="checkout-lead">{t('checkoutPage.documents.lead')}</p>
      <div
        className={`dropzone${dragging ? ' dropzone--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <span className="dropzone__icon" aria-hidden="true">
          ⬆
        </span>
        <span className="dropzone__text">{t('checkoutPage.documents.drop')}</span>
        <Button
          variant="secondary"
          onClick={() => input.current?.click()}
          disabled={sending !== null || full}
          aria-describedby={`${id}-hint`}
        >
          {t('checkoutPage.documents.choose')}
        </Button>
        <input
          ref={input}
          id={`${id}-file`}
          className="visually-hidden"
          type="file"
          accept={DOCUMENT_ACCEPT}
          tabIndex={-1}
          aria-label={t('checkoutPage.documents.choose')}
          data-testid="document-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void send(file);
          }}
        />
        <span className="field__hint" id={`${id}-hint`}>
          {t('checkoutPage.documents.hint')}
        </span>
      </div>
      {sending ? (
        <div className="upload-progress" role="status" aria-live="polite">
          <span>
            {t('checkoutPage.documents.uploading', {
              name: sending.name,
              percent: sending.percent,
            })}
          </span>
          <progress max={100} value={sending.percent} aria-label={sending.name} />
        </div>
      ) : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      {missing ? (
        <p className="field__error" role="alert">
          {t('checkoutPage.documents.required')}
        </p>
      ) : null}
      {props.documents.length > 0 ? (
        <div>
          <h3 className="checkout-subtitle">{t('checkoutPage.documents.attached')}</h3>
          <ul className="document-list">
            {props.documents.map((doc) => (
              <li key={doc.key} className="document-list__item">
                <span className="document-list__name">{doc.fileName}</span>
                <Button
                  variant="ghost"
                  onClick={() => props.onRemove(doc.key)}
                  aria-label={t('checkoutPage.documents.removeNamed', { name: doc.fileName })}
                >
                  {t('checkoutPage.documents.remove')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
