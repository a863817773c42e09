/**
 * A company's identity documents on its profile (spec platform §3 "Identity document", "Legal
 * person" `documents`; §4 "Compliance": versions carry an approved flag; issue 20): each document
 * type with its versions, newest first, each marked Approved, Refused or Under review; and a form
 * to send a document — its type, the front and the back — through the signed upload (resource
 * `company-document`). A type already registered gets a new version
 * (`POST …/documents/{type}/versions`), another a new type (`POST …/documents`).
 * @module
 */
import { useId, useState, type FormEvent } from 'react';
import {
  COMPANY_DOCUMENT_TYPES,
  type CompanyDocumentType,
  type DocumentSide,
} from '../../../src/contracts/company-documents';
import type { CompanyDocument } from '../../../src/contracts/customers';
import { stripDocument } from '../../../src/domain/documents/strip-document';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_PROBLEM_MESSAGES,
  documentProblem,
  extensionOf,
} from '../../pages/checkout/document-upload';
import { Button } from '../Button';
import { Notice } from '../Notice';
import { SelectField } from '../SelectField';
import { formatDateTime } from '../operations/format';
import { apiErrorMessage } from './api-message';
import '../../styles/profile.css';
import '../../styles/status-badge.css';

/** Props of {@link CompanyDocuments}. */
export interface CompanyDocumentsProps {
  /** The company's CNPJ. */
  cnpj: string;
  /** Its documents, as the record answered them. */
  documents: readonly CompanyDocument[];
  /** Told the documents after a document was sent. */
  onChange: (documents: CompanyDocument[]) => void;
}

/** The status of a version: approved, refused or under review (approved null). */
function statusOf(approved: boolean | null): { key: string; tone: string } {
  if (approved === true) return { key: 'approved', tone: 'success' };
  if (approved === false) return { key: 'refused', tone: 'danger' };
  return { key: 'underReview', tone: 'warning' };
}

/** The name a file is signed for: `{cnpj}-company-document.{ext}` (spec platform §3). */
function signedName(cnpj: string, file: File): string {
  const ext = extensionOf(file.name) === 'jpeg' ? 'jpg' : extensionOf(file.name);
  return `${stripDocument(cnpj)}-company-document.${ext}`;
}

type Outcome = { tone: 'success' | 'error'; text: string; detail?: string } | null;

/** The company's documents and the form to send one; see the module note. */
export function CompanyDocuments({ cnpj, documents, onChange }: CompanyDocumentsProps) {
  const { t, locale } = useLocale();
  const { api } = useServices();
  const id = useId();
  const [documentType, setDocumentType] = useState<CompanyDocumentType | ''>('');
  const [files, setFiles] = useState<Partial<Record<DocumentSide, File>>>({});
  const [errors, setErrors] = useState<Partial<Record<'type' | DocumentSide, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const [formKey, setFormKey] = useState(0);

  function pick(side: DocumentSide, file: File | undefined) {
    setFiles((current) => ({ ...current, [side]: file }));
    const problem = file === undefined ? undefined : documentProblem(file);
    setErrors((current) => ({
      ...current,
      [side]: problem === undefined ? undefined : t(DOCUMENT_PROBLEM_MESSAGES[problem]),
    }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const front = files.FRONT;
    const back = files.BACK;
    const found: Partial<Record<'type' | DocumentSide, string>> = {
      type: documentType === '' ? t('companyDocuments.chooseType') : undefined,
      FRONT: front === undefined ? t('companyDocuments.chooseFile') : errors.FRONT,
      BACK: back === undefined ? t('companyDocuments.chooseFile') : errors.BACK,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean) || !front || !back || documentType === '') return;
    setSending(true);
    try {
      const sent = [];
      for (const [side, file] of [
        ['FRONT', front],
        ['BACK', back],
      ] as const) {
        const key = await api.uploads.send(file, signedName(cnpj, file), 'company-document');
        sent.push({ key, side });
      }
      const registered = documents.some((document) => document.documentType === documentType);
      const saved = registered
        ? await api.customers.createDocumentVersion(cnpj, documentType, { files: sent })
        : await api.customers.createDocumentType(cnpj, { documentType, files: sent });
      onChange([
        ...documents.filter((document) => document.documentType !== saved.documentType),
        saved,
      ]);
      setOutcome({ tone: 'success', text: t('companyDocuments.sent') });
      setFiles({});
      setDocumentType('');
      setFormKey((key) => key + 1);
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: t('companyDocuments.sendError'),
        detail: apiErrorMessage(error),
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="card company-documents" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-form__section-title">
        {t('companyDocuments.title')}
      </h2>
      <p className="profile-page__lead">{t('companyDocuments.lead')}</p>
      {documents.length === 0 ? (
        <p data-testid="company-documents-empty">{t('companyDocuments.empty')}</p>
      ) : (
        <ul className="company-documents__list">
          {documents.map((document) => (
            <li key={document.documentType} data-testid="company-document">
              <h3 className="company-documents__type">
                {t(`companyDocuments.types.${document.documentType}`, {
                  defaultValue: document.documentType,
                })}
              </h3>
              {document.documentValues.length > 0 ? (
                <p className="company-documents__values">{document.documentValues.join(' · ')}</p>
              ) : null}
              <ol className="company-documents__versions" reversed>
                {[...document.versions].reverse().map((version, index) => {
                  const status = statusOf(version.approved);
                  return (
                    <li key={`${version.createdAt}-${index}`} data-testid="document-version">
                      <span>
                        {t('companyDocuments.version', {
                          number: document.versions.length - index,
                          date: formatDateTime(version.createdAt, locale),
                        })}
                      </span>{' '}
                      <span className={`status-badge status-badge--${status.tone}`}>
                        {t(`companyDocuments.status.${status.key}`)}
                      </span>
                    </li>
                  );
                })}
              </ol>
            </li>
          ))}
        </ul>
      )}
      <form
        key={formKey}
        className="company-documents__form"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <h3 className="company-documents__type">{t('companyDocuments.sendTitle')}</h3>
        <SelectField
          id={`${id}-type`}
          label={t('companyDocuments.type')}
          placeholder={t('companyDocuments.chooseType')}
          options={COMPANY_DOCUMENT_TYPES.map((type) => ({
            value: type,
            label: t(`companyDocuments.types.${type}`),
          }))}
          value={documentType}
          error={errors.type}
          hint={
            documentType !== '' &&
            documents.some((document) => document.documentType === documentType)
              ? t('companyDocuments.newVersionHint')
              : undefined
          }
          onChange={(event) => {
            setDocumentType(event.target.value as CompanyDocumentType | '');
            setErrors((current) => ({ ...current, type: undefined }));
          }}
          required
        />
        {(['FRONT', 'BACK'] as const).map((side) => (
          <div className="field" key={side}>
            <label className="field__label" htmlFor={`${id}-${side}`}>
              {t(`companyDocuments.sides.${side}`)}
            </label>
            <p id={`${id}-${side}-hint`} className="field__hint">
              {t('checkoutPage.documents.hint')}
            </p>
            <input
              id={`${id}-${side}`}
              type="file"
              accept={DOCUMENT_ACCEPT}
              aria-describedby={
                errors[side] ? `${id}-${side}-hint ${id}-${side}-error` : `${id}-${side}-hint`
              }
              aria-invalid={errors[side] ? true : undefined}
              disabled={sending}
              onChange={(event) => pick(side, event.target.files?.[0])}
            />
            {errors[side] ? (
              <p id={`${id}-${side}-error`} className="field__error" role="alert">
                {errors[side]}
              </p>
            ) : null}
          </div>
        ))}
        {outcome ? (
          <Notice tone={outcome.tone} title={outcome.text} id="company-documents-outcome">
            {outcome.detail ? <p>{outcome.detail}</p> : null}
          </Notice>
        ) : null}
        <div className="profile-form__actions">
          <Button type="submit" loading={sending}>
            {sending ? t('companyDocuments.sending') : t('companyDocuments.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
