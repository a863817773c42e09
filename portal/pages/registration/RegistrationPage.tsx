/**
 * The registration stepper at `/{identifier}/registration` (spec platform §2.3, §4
 * "Registration", §7, §8): personal data → address → complementary data → e-mail confirmation →
 * done, with CONTINUE / GO BACK and the step indicator. The document existence check runs at the
 * first CONTINUE and drives the three branches: new (continue), registered with access (told to
 * log in) and known without access (a set-password invitation is e-mailed). The third CONTINUE
 * sends the registration; the API's field errors land on their fields, the rest are listed
 * "<field> <message>". What was typed survives GO BACK and a reload (never the passwords).
 * @module
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../src/api/errors';
import { registrationBranch } from '../../../src/contracts/registration';
import {
  calendarDateAt,
  formatBirthDate,
  parseBirthDate,
} from '../../../src/domain/identity/birth-date';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { AddressForm } from '../../components/AddressForm';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { StepIndicator } from '../../components/StepIndicator';
import { errorsUnder, splitApiFieldErrors } from '../../forms/field-errors';
import { commonMessages, messageText, type FormMessage } from '../../forms/form-message';
import {
  REGISTRATION_STEPS,
  effectivePersonType,
  formFieldOf,
  stepOfField,
  validateAddressStep,
  validatePersonal,
  validateRegistration,
  type RegistrationFormValue,
  type RegistrationStep,
} from '../../forms/registration-form';
import { pathFor } from '../../routes/path-for';
import { ComplementaryStep } from './ComplementaryStep';
import { ConfirmationStep } from './ConfirmationStep';
import { PersonalStep } from './PersonalStep';
import { useRegistrationDraft } from './registration-draft';
import '../../styles/registration.css';

/** A message block above the step's fields. */
interface PageNotice {
  tone: 'error' | 'warning' | 'success' | 'info';
  title?: FormMessage;
  lines: FormMessage[];
  /** Offer the way to the login (the "already registered" branch). */
  login?: boolean;
}

/** The message of an API failure the stepper has no specific wording for. */
function defaultErrorNotice(): PageNotice {
  return {
    tone: 'error',
    title: { key: 'registration.defaultError.title' },
    lines: [{ key: 'registration.defaultError.message' }],
  };
}

/** The registration stepper. */
export function RegistrationPage() {
  const { t, locale } = useLocale();
  const { api } = useServices();
  const correspondent = useCorrespondent();
  const identifier = correspondent.identifier;
  const { draft, update, setValue } = useRegistrationDraft(identifier);
  const { step, value } = draft;
  const [errors, setErrors] = useState<Record<string, FormMessage>>({});
  const [notice, setNotice] = useState<PageNotice | null>(null);
  const [busy, setBusy] = useState<'checking' | 'submitting' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const focusFirstError = useRef(false);
  const mounted = useRef(false);

  const stepIndex = REGISTRATION_STEPS.indexOf(step);
  const stepName = t(`registration.steps.${step}`);
  const nickname = t('address.defaultNickname');
  const loginPath = pathFor('login', { identifier });

  // A language switch rewrites a typed birth date in the new order (15/03/1990 → 03/15/1990),
  // so the date keeps its meaning instead of turning invalid or into another day.
  const typedIn = useRef(locale);
  useEffect(() => {
    const previous = typedIn.current;
    typedIn.current = locale;
    if (previous === locale) return;
    setValue((current) => {
      const date = parseBirthDate(current.birthDate, previous);
      return date ? { ...current, birthDate: formatBirthDate(date, locale) } : current;
    });
  }, [locale, setValue]);

  // A new step: its heading takes the focus (not on the first render: the page just opened).
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  // After a refused CONTINUE, the first invalid field takes the focus (ui-guide "Errors help").
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? noticeRef.current)?.focus();
  });

  function goTo(next: RegistrationStep): void {
    setNotice(null);
    update({ step: next });
  }

  function change(patch: Partial<RegistrationFormValue>): void {
    setValue((current) => {
      const next = { ...current, ...patch };
      // A document typed before choosing the type chooses it (CPF: individual, CNPJ: company).
      if (next.personType === '' && patch.document !== undefined) {
        const implied = effectivePersonType(next);
        if (implied) next.personType = implied;
      }
      return next;
    });
    const touched = Object.keys(patch);
    if (patch.personType !== undefined) touched.push('document', 'name', 'birthDate');
    // A document may choose the person type (above): its error goes with it.
    if (patch.document !== undefined) touched.push('personType');
    setErrors((current) => {
      const kept = { ...current };
      for (const field of touched) delete kept[field];
      return kept;
    });
  }

  function showErrors(keys: Readonly<Record<string, string>>): void {
    setErrors(commonMessages(keys));
    focusFirstError.current = true;
  }

  async function continuePersonal(): Promise<void> {
    const found = validatePersonal(value, locale, calendarDateAt(new Date()));
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    setNotice(null);
    setBusy('checking');
    const documentLabel = t(
      value.personType === 'legal' ? 'common:documents.cnpj' : 'common:documents.cpf',
    );
    try {
      const answer = await api.registration.exists(value.document);
      const branch = registrationBranch(answer);
      if (branch === 'new') return goTo('address');
      if (branch === 'log-in') {
        setNotice({
          tone: 'warning',
          lines: [{ key: 'registration.userAlreadyExists', values: { document: documentLabel } }],
          login: true,
        });
      } else {
        await sendInvitation(documentLabel, answer.email ?? '');
      }
      focusFirstError.current = true;
    } catch (failure) {
      setNotice(
        failure instanceof ApiError && failure.status === 429 && failure.body
          ? { tone: 'error', lines: [{ text: failure.body.message }] }
          : defaultErrorNotice(),
      );
      focusFirstError.current = true;
    } finally {
      setBusy(null);
    }
  }

  async function sendInvitation(documentLabel: string, maskedEmail: string): Promise<void> {
    try {
      const sent = await api.registration.invite(value.document);
      setNotice({
        tone: 'info',
        lines: [
          {
            key: 'registration.userSendInvitation',
            values: { document: documentLabel, email: sent.email || maskedEmail },
          },
          { key: 'registration.sendInvitationSuccess' },
        ],
      });
    } catch {
      setNotice({
        tone: 'error',
        lines: [
          {
            key: 'registration.userSendInvitation',
            values: { document: documentLabel, email: maskedEmail },
          },
          { key: 'registration.sendInvitationError' },
        ],
      });
    }
  }

  function continueAddress(): void {
    const found = validateAddressStep(value, nickname);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    goTo('complementary');
  }

  async function submit(): Promise<void> {
    const result = validateRegistration(value, locale, calendarDateAt(new Date()), nickname);
    if (!result.ok) {
      const earliest = REGISTRATION_STEPS.find((candidate) =>
        Object.keys(result.errors).some((field) => stepOfField(field) === candidate),
      );
      if (earliest && earliest !== step) goTo(earliest);
      return showErrors(result.errors);
    }
    setErrors({});
    setNotice(null);
    setBusy('submitting');
    try {
      const registered = await api.registration.register(result.body);
      update({ step: 'confirmation', registeredEmail: registered.email });
    } catch (failure) {
      handleRegisterFailure(failure);
    } finally {
      setBusy(null);
    }
  }

  function handleRegisterFailure(failure: unknown): void {
    focusFirstError.current = true;
    if (!(failure instanceof ApiError)) return setNotice(defaultErrorNotice());
    if (failure.code === 'USER_ALREADY_EXISTS') {
      const documentLabel = t(
        value.personType === 'legal' ? 'common:documents.cnpj' : 'common:documents.cpf',
      );
      goTo('personal');
      setNotice({
        tone: 'warning',
        lines: [{ key: 'registration.userAlreadyExists', values: { document: documentLabel } }],
        login: true,
      });
      return;
    }
    const { fields, rest } = splitApiFieldErrors(
      failure,
      (field) => stepOfField(formFieldOf(field)) !== undefined,
    );
    const mapped: Record<string, FormMessage> = {};
    for (const [field, message] of Object.entries(fields)) {
      mapped[formFieldOf(field)] = { text: message };
    }
    setErrors(mapped);
    const earliest = REGISTRATION_STEPS.find((candidate) =>
      Object.keys(mapped).some((field) => stepOfField(field) === candidate),
    );
    if (earliest && earliest !== step) update({ step: earliest });
    if (failure.code === 'EMAIL_ALREADY_IN_USE') {
      setNotice({
        tone: 'error',
        title: { key: 'registration.emailAlreadyExists.title' },
        lines: [{ key: 'registration.emailAlreadyExists.message' }],
      });
    } else if (rest) {
      setNotice({
        tone: 'error',
        lines: [{ key: 'registration.fieldErrors', values: { fields: rest } }],
      });
    } else if (Object.keys(mapped).length === 0) {
      setNotice(
        failure.status >= 500 || !failure.body
          ? defaultErrorNotice()
          : { tone: 'error', lines: [{ text: failure.body.message }] },
      );
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (busy) return;
    if (step === 'personal') void continuePersonal();
    else if (step === 'address') continueAddress();
    else if (step === 'complementary') void submit();
  }

  const text = (message: FormMessage | undefined) => messageText(t, message);
  const fieldErrors: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, text(message)]),
  );

  let body: ReactNode;
  if (step === 'confirmation') {
    body = (
      <ConfirmationStep
        email={draft.registeredEmail ?? value.email}
        onConfirmed={() => goTo('done')}
      />
    );
  } else if (step === 'done') {
    body = (
      <div className="registration__done">
        <Notice tone="success" title={t('registration.done.title')}>
          <p data-testid="registration-done">{t('registration.done.message')}</p>
        </Notice>
        <Link className="button button--primary button--block" to={loginPath}>
          {t('registration.goToLogin')}
        </Link>
      </div>
    );
  } else {
    body = (
      <form className="form" noValidate onSubmit={onSubmit}>
        {step === 'personal' ? (
          <PersonalStep value={value} onChange={change} errors={fieldErrors} />
        ) : step === 'address' ? (
          <AddressForm
            idPrefix="registration-address"
            value={value.address}
            onChange={(address) => {
              setValue((current) => ({ ...current, address }));
              setErrors((current) =>
                Object.fromEntries(
                  Object.entries(current).filter(([field]) => !field.startsWith('address.')),
                ),
              );
            }}
            errors={errorsUnder(fieldErrors as Record<string, string>, 'address')}
          />
        ) : (
          <ComplementaryStep value={value} onChange={change} errors={fieldErrors} />
        )}
        {busy ? (
          <p className="field__status" role="status">
            <span className="spinner" aria-hidden="true" />
            {t(busy === 'checking' ? 'registration.checking' : 'registration.submitting')}
          </p>
        ) : null}
        <div className="stepper__actions">
          {stepIndex > 0 ? (
            <Button
              variant="ghost"
              disabled={busy !== null}
              onClick={() => {
                setErrors({});
                goTo(REGISTRATION_STEPS[stepIndex - 1] ?? 'personal');
              }}
            >
              {t('common:actions.back')}
            </Button>
          ) : null}
          <Button type="submit" loading={busy !== null}>
            {t('common:actions.continue')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <section className="registration" aria-labelledby="registration-title">
      <div className="registration__card">
        <header className="registration__header">
          <h1 id="registration-title" className="registration__title">
            {t('registration.title')}
          </h1>
          <StepIndicator
            label={t('registration.stepsLabel')}
            labels={REGISTRATION_STEPS.map((name) => t(`registration.steps.${name}`))}
            current={stepIndex}
            caption={t('registration.stepOf', {
              current: stepIndex + 1,
              total: REGISTRATION_STEPS.length,
            })}
          />
        </header>
        <h2 ref={headingRef} tabIndex={-1} className="registration__step-title">
          {stepName}
        </h2>
        <div ref={formRef} className="registration__body">
          {notice ? (
            <Notice ref={noticeRef} tone={notice.tone} title={text(notice.title)}>
              {notice.lines.map((line, index) => (
                <p key={index}>{text(line)}</p>
              ))}
              {notice.login ? (
                <Link className="button button--primary" to={loginPath}>
                  {t('registration.goToLogin')}
                </Link>
              ) : null}
            </Notice>
          ) : null}
          {body}
        </div>
        {step === 'personal' ? (
          <p className="registration__footer">
            {t('registration.hasAccount')}{' '}
            <Link className="text-link" to={loginPath}>
              {t('registration.login')}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
