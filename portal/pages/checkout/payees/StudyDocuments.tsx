/**
 * A beneficiary's study documents (spec operations §3.10 `studyDocuments [{key, url}]`, §7.6
 * upload, §9.9 files): optional attachments for a studies remittance (enrolment proof, a letter
 * of the school). Each file is checked here (not empty, png, jpg/jpeg or pdf, at most 5 MB; the
 * server checks again by content), signed as `{cpf}-beneficiary.{ext}` and posted with progress;
 * the kept keys go in the beneficiary's body. Saved ones link to their file.
 * @module
 */
import { useId, useRef, useState } from 'react';
import { useLocale } from '../../../app/locale';
import { useServices } from '../../../app/services';
import { Button } from '../../../components/Button';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_PROBLEM_MESSAGES,
  DocumentUploadError,
  documentProblem,
  extensionOf,
  postSigned,
  refusalProblem,
} from '../document-upload';

/** One attached document: its storage key, a name to show and, once saved, its URL. */
export interface StudyDocument {
  key: string;
  name: string;
  url?: string;
}

/** Props of {@link StudyDocuments}. */
export interface StudyDocumentsProps {
  /** The customer's CPF (the signed file name's document). */
  cpf: string;
  documents: readonly StudyDocument[];
  onChange(documents: StudyDocument[]): void;
}

/** The study-documents field; see the module note. */
export function StudyDocuments(props: StudyDocumentsProps) {
  const { t } = useLocale();
  const { api } = useServices();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function attach(file: File) {
    setError(null);
    const problem = documentProblem(file);
    if (problem) {
      setError(t(DOCUMENT_PROBLEM_MESSAGES[problem]));
      return;
    }
    const ext = extensionOf(file.name) === 'jpeg' ? 'jpg' : extensionOf(file.name);
    const signedName = `${props.cpf.replace(/\D/g, '')}-beneficiary.${ext}`;
    setProgress({ name: file.name, percent: 0 });
    try {
      const signed = await api.uploads.sign(signedName, 'beneficiary');
      const key = await postSigned(signed, file, signedName, (percent) =>
        setProgress({ name: file.name, percent }),
      );
      props.onChange([...props.documents, { key, name: file.name }]);
    } catch (failure) {
      const refused = failure instanceof DocumentUploadError ? refusalProblem(failure) : undefined;
      setError(
        refused
          ? t(DOCUMENT_PROBLEM_MESSAGES[refused])
          : failure instanceof DocumentUploadError && failure.apiMessage
            ? failure.apiMessage
            : t('checkoutPage.documents.failed'),
      );
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="field payee-form__wide" data-testid="study-documents">
      <label className="field__label" htmlFor={`${id}-file`}>
        {t('payees.beneficiary.studyDocuments')}
        <span className="field__optional"> ({t('payees.optional')})</span>
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {t('payees.beneficiary.studyHint')} {t('checkoutPage.documents.hint')}
      </p>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept={DOCUMENT_ACCEPT}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        disabled={progress !== null}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void attach(file);
        }}
      />
      {progress ? (
        <p role="status" className="field__hint">
          {t('checkoutPage.documents.uploading', progress)}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {props.documents.length > 0 ? (
        <ul className="payee-documents">
          {props.documents.map((document) => (
            <li key={document.key}>
              {document.url ? (
                <a href={document.url} target="_blank" rel="noreferrer">
                  {document.name}
                </a>
              ) : (
                <span>{document.name}</span>
              )}
              <Button
                variant="ghost"
                aria-label={t('checkoutPage.documents.removeNamed', { name: document.name })}
                onClick={() =>
                  props.onChange(props.documents.filter((item) => item.key !== document.key))
                }
              >
                {t('checkoutPage.documents.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
