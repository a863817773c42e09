/**
 * A new limit-increase request, `profile/update-limit` (spec platform §2.3 "Limit increase", §3
 * "Limit-increase request", §5 "Attachments"; issue 20): a stepper of the three document steps —
 * identification, income proof, address proof — each with its document-type select and file
 * attachments sent through the signed upload, then the origin of the funds and the limit wanted
 * (USD, above the current one), then send. Each step needs a file before moving on. The request
 * is sent once per visit's idempotency key (a double click or a retry makes no second request);
 * on success the request's page opens, where its status is followed.
 * @module
 */
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../src/api/errors';
import { isApiErrorBody } from '../../../src/contracts/errors';
import {
  ATTACHMENT_TYPES,
  STEP_DOCUMENT_TYPES,
  type AttachmentType,
  type ProofDocumentType,
} from '../../../src/domain/limits/limit-update-steps';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { SelectField } from '../../components/SelectField';
import { StepIndicator } from '../../components/StepIndicator';
import { TextField } from '../../components/TextField';
import { apiErrorMessage } from '../../components/profile/api-message';
import { formatUsdCents } from '../../components/profile/limit-format';
import { formatReaisInput, parseReaisInput } from '../../components/profile/reais-input';
import { useOperationalLimit } from '../../components/profile/use-operational-limit';
import { pathFor } from '../../routes/path-for';
import {
  DOCUMENT_ACCEPT,
  DocumentUploadError,
  LIMIT_FILE_PROBLEMS,
  documentProblem,
  refusalProblem,
  uploadLimitFile,
} from './limit-update-upload';
import '../../styles/profile.css';

/** A file attached to a step. */
interface StepFile {
  key: string;
  name: string;
  proofDocumentType: ProofDocumentType;
}

type Files = Record<AttachmentType, StepFile[]>;

const NO_FILES: Files = { IDENTIFICATION: [], INCOME_PROOF: [], PROOF_OF_ADDRESS: [] };
const DETAILS = ATTACHMENT_TYPES.length;

/** The API's error code of a failed call (typed errors carry it in `body`, others in `data`). */
function apiErrorCode(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.body?.code;
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const data = (error as { data: unknown }).data;
    return isApiErrorBody(data) ? data.code : undefined;
  }
  return undefined;
}

/** `/:identifier/app/profile/update-limit`. */
export function LimitUpdatePage() {
  const { t, locale } = useLocale();
  const { api } = useServices();
  const { identifier } = useCorrespondent();
  const { user } = useSession();
  const navigate = useNavigate();
  const limit = useOperationalLimit(user);
  const current = limit.status === 'ready' ? limit.view.max : 0;
  const [step, setStep] = useState(0);
  const [types, setTypes] = useState<Partial<Record<AttachmentType, ProofDocumentType>>>({});
  const [files, setFiles] = useState<Files>(NO_FILES);
  const [uploading, setUploading] = useState<{ name: string; percent: number } | null>(null);
  const [stepError, setStepError] = useState<string | undefined>();
  const [origin, setOrigin] = useState('');
  const [requested, setRequested] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ origin?: string; requested?: string }>({});
  const [failure, setFailure] = useState<{ title: string; detail?: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const input = useRef<HTMLInputElement>(null);
  const attachment = ATTACHMENT_TYPES[step];
  const labels = [
    ...ATTACHMENT_TYPES.map((type) => t(`limitUpdates.steps.${type}`)),
    t('limitUpdates.steps.details'),
  ];

  async function attach(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !attachment) return;
    const type = types[attachment];
    if (!type) {
      setStepError(t('limitUpdates.chooseTypeFirst'));
      return;
    }
    const problem = documentProblem(file);
    if (problem) {
      setStepError(t(LIMIT_FILE_PROBLEMS[problem]));
      return;
    }
    setStepError(undefined);
    try {
      const key = await uploadLimitFile(api.uploads, type, file, (percent) =>
        setUploading({ name: file.name, percent }),
      );
      setFiles((all) => ({
        ...all,
        [attachment]: [...all[attachment], { key, name: file.name, proofDocumentType: type }],
      }));
    } catch (error) {
      const refused = error instanceof DocumentUploadError ? refusalProblem(error) : undefined;
      setStepError(t(refused ? LIMIT_FILE_PROBLEMS[refused] : 'limitUpdates.uploadFailed'));
    } finally {
      setUploading(null);
    }
  }

  function next() {
    if (attachment && files[attachment].length === 0) {
      setStepError(t('limitUpdates.needFile'));
      return;
    }
    setStepError(undefined);
    setStep((index) => index + 1);
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const cents = parseReaisInput(requested.replace(/US\$/g, ''), locale);
    const errors: { origin?: string; requested?: string } = {};
    if (origin.trim() === '') errors.origin = t('common:validation.required');
    if (cents === undefined || cents <= current)
      errors.requested = t('limitUpdates.requestedInvalid');
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0 || cents === undefined) return;
    setSending(true);
    try {
      const created = await api.limitUpdates.create(
        {
          requestedLimit: cents,
          origin: origin.trim(),
          attachments: ATTACHMENT_TYPES.flatMap((type) =>
            files[type].map((file) => ({
              attachmentType: type,
              proofDocumentType: file.proofDocumentType,
              key: file.key,
            })),
          ),
        },
        idempotencyKey,
      );
      void navigate(pathFor('profile-update-limit-show', { identifier, id: String(created.id) }), {
        state: { created: true },
      });
    } catch (error) {
      setFailure({
        title:
          apiErrorCode(error) === 'LIMIT_UPDATE_PENDING_EXISTS'
            ? t('limitUpdates.pendingExists')
            : t('limitUpdates.sendError'),
        detail: apiErrorMessage(error),
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="profile-page">
      <header className="profile-page__head">
        <Link className="profile-page__back" to={pathFor('profile-home', { identifier })}>
          {t('profile.back')}
        </Link>
        <h1 className="profile-page__title">{t('limitUpdates.title')}</h1>
        <p className="profile-page__lead">{t('limitUpdates.lead')}</p>
      </header>
      <StepIndicator
        labels={labels}
        current={step}
        label={t('limitUpdates.stepsLabel')}
        caption={t('limitUpdates.step', { number: step + 1, total: labels.length })}
      />
      {attachment ? (
        <section className="card profile-form" aria-labelledby="limit-step-title">
          <h2 id="limit-step-title">{labels[step]}</h2>
          <SelectField
            id={`limit-type-${attachment}`}
            label={t('limitUpdates.documentType')}
            placeholder={t('limitUpdates.chooseType')}
            value={types[attachment] ?? ''}
            options={STEP_DOCUMENT_TYPES[attachment].map((type) => ({
              value: type,
              label: t(`limitUpdates.types.${type}`),
            }))}
            onChange={(event) =>
              setTypes((all) => ({ ...all, [attachment]: event.target.value as ProofDocumentType }))
            }
          />
          <div className="limit-update__files">
            <label className="button button--secondary" htmlFor="limit-file">
              {t('limitUpdates.attach')}
            </label>
            <input
              ref={input}
              id="limit-file"
              className="visually-hidden"
              type="file"
              accept={DOCUMENT_ACCEPT}
              aria-label={t('limitUpdates.attach')}
              disabled={uploading !== null}
              onChange={(event) => void attach(event)}
            />
            <p className="field__hint">{t('limitUpdates.fileHint')}</p>
            {uploading ? (
              <p role="status">
                {t('limitUpdates.uploading', { name: uploading.name, percent: uploading.percent })}
              </p>
            ) : null}
            <h3>{t('limitUpdates.attached')}</h3>
            {files[attachment].length === 0 ? (
              <p>{t('limitUpdates.noFiles')}</p>
            ) : (
              <ul data-testid="limit-step-files">
                {files[attachment].map((file) => (
                  <li key={file.key}>
                    {file.name} · {t(`limitUpdates.types.${file.proofDocumentType}`)}{' '}
                    <Button
                      type="button"
                      variant="link"
                      aria-label={t('limitUpdates.remove', { name: file.name })}
                      onClick={() =>
                        setFiles((all) => ({
                          ...all,
                          [attachment]: all[attachment].filter((item) => item.key !== file.key),
                        }))
                      }
                    >
                      ✕
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {stepError ? (
            <p className="field__error" role="alert">
              {stepError}
            </p>
          ) : null}
          <div className="profile-form__actions">
            {step > 0 ? (
              <Button type="button" variant="secondary" onClick={() => setStep(step - 1)}>
                {t('limitUpdates.previous')}
              </Button>
            ) : null}
            <Button type="button" onClick={next} disabled={uploading !== null}>
              {t('limitUpdates.next')}
            </Button>
          </div>
        </section>
      ) : (
        <form className="card profile-form" noValidate onSubmit={(event) => void send(event)}>
          <h2>{labels[DETAILS]}</h2>
          <TextField
            id="limit-origin"
            label={t('limitUpdates.origin')}
            hint={t('limitUpdates.originHint')}
            value={origin}
            maxLength={500}
            error={fieldErrors.origin}
            onChange={(event) => setOrigin(event.target.value)}
            required
          />
          <TextField
            id="limit-requested"
            label={t('limitUpdates.requested')}
            hint={t('limitUpdates.requestedHint', { current: formatUsdCents(current, locale) })}
            inputMode="decimal"
            value={requested}
            error={fieldErrors.requested}
            onChange={(event) => setRequested(event.target.value)}
            onBlur={() => {
              const cents = parseReaisInput(requested, locale);
              if (cents !== undefined) setRequested(formatReaisInput(cents, locale));
            }}
            required
          />
          {failure ? (
            <Notice tone="error" title={failure.title}>
              {failure.detail ? <p>{failure.detail}</p> : null}
            </Notice>
          ) : null}
          <div className="profile-form__actions">
            <Button type="button" variant="secondary" onClick={() => setStep(step - 1)}>
              {t('limitUpdates.previous')}
            </Button>
            <Button type="submit" loading={sending}>
              {sending ? t('limitUpdates.sending') : t('limitUpdates.send')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
