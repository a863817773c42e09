/**
 * Profile data, 'Dados pessoais' (spec platform §2.3 "Profile data", §3 "Profile", §8 "Profile
 * and addresses"): the customer's record in a form — full name (or company name and the person
 * in charge), profession, monthly income (or annual revenue) in reais, cell phone and e-mail —
 * saved with `PUT /customers/v1/physicals/{cpf}` (or `/legals/{cnpj}`). The contract checks the
 * form first; the API's field errors land on their fields; the outcome is the spec's
 * notification ('Atualização cadastral realizada com sucesso' / 'Erro ao realizar atualização
 * cadastral'). A button leads to the change of password. After a save the session is refreshed,
 * so the greeting and the update-profile modal follow the new record. A company also sees its
 * identity documents, their versions and status, and sends a new one (`CompanyDocuments`).
 * @module
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Company, CompanyDocument, Individual } from '../../../src/contracts/customers';
import { formatCnpj } from '../../../src/domain/documents/cnpj';
import { formatCpf } from '../../../src/domain/documents/cpf';
import {
  BIRTH_DATE_MESSAGES,
  BIRTH_DATE_PATTERNS,
  birthDateViolation,
  calendarDateAt,
  parseBirthDate,
  toIsoDate,
} from '../../../src/domain/identity/birth-date';
import { applyMask } from '../../../src/domain/identity/phone';
import type { Locale } from '../../../src/i18n/index';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale, type Translate } from '../../app/locale';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { apiErrorMessage } from '../../components/profile/api-message';
import { CompanyDocuments } from '../../components/profile/CompanyDocuments';
import { PhoneInput } from '../../components/PhoneInput';
import {
  companyForm,
  incomeField,
  individualForm,
  profileFields,
  readCompanyForm,
  readIndividualForm,
  type ProfileField,
  type ProfileFormValue,
  type ProfileKind,
} from '../../components/profile/profile-form-value';
import { formatReaisInput, parseReaisInput } from '../../components/profile/reais-input';
import { isCompanyUser } from '../../components/profile/use-operational-limit';
import { TextField } from '../../components/TextField';
import { splitApiFieldErrors } from '../../forms/field-errors';
import { pathFor } from '../../routes/path-for';
import '../../styles/profile.css';

/** A field's message: a catalogue key of ours, or the API's text already in the user's language. */
export function fieldMessage(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return /^[A-Za-z]+(\.[A-Za-z]+)+$/.test(message) ? t(`common:${message}`) : message;
}

/** The id of the birth-date input. */
const BIRTH_DATE_ID = 'profile-birthDate';

/**
 * Reads the birth-date field (shown only when the record has none): blank is fine unless the
 * registration must be completed; otherwise a real date, in the past, of someone 18 or older.
 */
function readBirthDate(
  text: string | null,
  locale: Locale,
  required: boolean,
): { iso?: string; error?: string } {
  if (text === null) return {};
  if (text.trim() === '') return required ? { error: 'validation.required' } : {};
  const date = parseBirthDate(text, locale);
  const violation = birthDateViolation(date, calendarDateAt(new Date()));
  if (violation !== undefined || date === undefined) {
    return { error: BIRTH_DATE_MESSAGES[violation ?? 'BIRTH_DATE_INVALID'] };
  }
  return { iso: toIsoDate(date) };
}

/** The id of a field's input (for focus on the first error). */
function inputId(field: ProfileField): string {
  return `profile-${field}`;
}

const LABELS: Record<ProfileKind, Partial<Record<ProfileField, string>>> = {
  individual: {
    fullName: 'profileData.fullName',
    profession: 'profileData.profession',
    monthlyIncome: 'profileData.monthlyIncome',
    phone: 'profileData.phone',
    email: 'profileData.email',
  },
  company: {
    companyName: 'profileData.companyName',
    profession: 'profileData.businessActivity',
    annualIncome: 'profileData.annualRevenue',
    phone: 'profileData.phone',
    email: 'profileData.email',
    personInChargeName: 'profileData.personInChargeName',
    personInChargeEmail: 'profileData.personInChargeEmail',
    personInChargeDoc: 'profileData.personInChargeDoc',
  },
};

const AUTOCOMPLETE: Partial<Record<ProfileField, string>> = {
  fullName: 'name',
  companyName: 'organization',
  email: 'email',
  profession: 'organization-title',
};

type LoadState = 'loading' | 'ready' | 'error';
type Outcome = { tone: 'success' | 'error'; text: string; detail?: string } | null;

/** `/:identifier/app/profile/me`. */
export function ProfileDataPage() {
  const { t, locale } = useLocale();
  const { api } = useServices();
  const { identifier } = useCorrespondent();
  const session = useSession();
  const user = session.user;
  const kind: ProfileKind = isCompanyUser(user) ? 'company' : 'individual';
  const cpf = user?.cpf;
  const cnpj = user?.cnpj;
  const [load, setLoad] = useState<LoadState>('loading');
  const [value, setValue] = useState<ProfileFormValue>({});
  const [documentNumber, setDocumentNumber] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  /** The birth date as typed; `null` while the record has one (the field is then not shown). */
  const [birthDate, setBirthDate] = useState<string | null>(null);
  const [birthError, setBirthError] = useState<string | undefined>(undefined);
  /** What the registration still lacks, as the last registration update answered. */
  const [pendencies, setPendencies] = useState<string[]>([]);
  /** A company's identity documents (issue 20). */
  const [documents, setDocuments] = useState<CompanyDocument[]>([]);
  const needsUpdate = user?.needsComplianceUpdate === true;
  const focusFirstError = useRef(false);
  const outcomeRef = useRef<HTMLDivElement>(null);

  function show(record: Individual | Company) {
    if ('cpf' in record) {
      setValue(individualForm(record, locale));
      setDocumentNumber(formatCpf(record.cpf));
      setBirthDate(record.birthDate === null ? '' : null);
    } else {
      setValue(companyForm(record, locale));
      setDocumentNumber(formatCnpj(record.cnpj));
      setDocuments(record.documents);
    }
  }

  useEffect(() => {
    let live = true;
    const loading: Promise<Individual | Company> | undefined =
      kind === 'company' && cnpj
        ? api.customers.getCompany(cnpj)
        : cpf
          ? api.customers.getIndividual(cpf)
          : undefined;
    if (!loading) return undefined;
    setLoad('loading');
    loading.then(
      (record) => {
        if (!live) return;
        show(record);
        setLoad('ready');
      },
      () => live && setLoad('error'),
    );
    return () => {
      live = false;
    };
    // The record is read once per customer; the locale only changes how the amount is shown.
  }, [api, kind, cpf, cnpj]);

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = profileFields(kind).find((field) => errors[field]);
    if (first) document.getElementById(inputId(first))?.focus();
    else if (birthError) document.getElementById(BIRTH_DATE_ID)?.focus();
    else outcomeRef.current?.focus();
  }, [errors, birthError, kind, outcome]);

  function change(field: ProfileField, next: string) {
    setValue((current) => ({ ...current, [field]: next }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  }

  function formatIncome() {
    const field = incomeField(kind);
    const cents = parseReaisInput(value[field] ?? '', locale);
    if (cents !== undefined) change(field, formatReaisInput(cents, locale));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const result =
      kind === 'company' ? readCompanyForm(value, locale) : readIndividualForm(value, locale);
    const birth = readBirthDate(birthDate, locale, needsUpdate);
    if (!result.ok || birth.error) {
      focusFirstError.current = true;
      setErrors(result.ok ? {} : result.errors);
      setBirthError(birth.error);
      return;
    }
    setSaving(true);
    try {
      const record =
        kind === 'company' && cnpj
          ? await api.customers.updateCompany(cnpj, result.body)
          : await api.customers.updateIndividual(cpf ?? '', result.body);
      show(record);
      setErrors({});
      if (user && (needsUpdate || birth.iso)) {
        // The registration update clears needsComplianceUpdate once nothing is missing, and
        // says what still is (spec §4 "Compliance"); the session takes the user it answers.
        const update = await api.customers.updateRegistration(
          user.id,
          birth.iso ? { birthDate: birth.iso } : {},
        );
        session.setUser(update.data);
        setPendencies(update.pendencies);
        if (birth.iso) setBirthDate(null);
      } else {
        // The session's name follows the record.
        void session.refresh().catch(() => undefined);
      }
      setOutcome({ tone: 'success', text: t('common:profile.updateSuccess') });
      focusFirstError.current = true;
    } catch (error) {
      const known = new Set<string>([...profileFields(kind), 'birthDate']);
      const split = splitApiFieldErrors(error, (field) => known.has(field));
      const { birthDate: birthMessage, ...fieldErrors } = split.fields;
      setBirthError(birthMessage);
      const serverMessage =
        split.rest ?? (Object.keys(split.fields).length === 0 ? apiErrorMessage(error) : undefined);
      focusFirstError.current = true;
      setErrors(fieldErrors as Partial<Record<ProfileField, string>>);
      setOutcome({ tone: 'error', text: t('common:profile.updateError'), detail: serverMessage });
    } finally {
      setSaving(false);
    }
  }

  const title = kind === 'company' ? t('profileData.companyTitle') : t('profileData.title');
  const fieldProps = (field: ProfileField) => ({
    id: inputId(field),
    name: field,
    label: t(LABELS[kind][field] ?? field),
    value: value[field] ?? '',
    error: fieldMessage(t, errors[field]),
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    autoComplete: AUTOCOMPLETE[field],
  });

  return (
    <div className="profile-page">
      <header className="profile-page__head">
        <Link className="profile-page__back" to={pathFor('profile-home', { identifier })}>
          {t('profile.back')}
        </Link>
        <h1 className="profile-page__title">{title}</h1>
        <p className="profile-page__lead">{t('profileData.lead')}</p>
      </header>
      {needsUpdate ? (
        <Notice tone="warning" title={t('complianceModal.title')} id="profile-compliance">
          <p>{t('complianceModal.message')}</p>
        </Notice>
      ) : null}
      {pendencies.length > 0 ? (
        <Notice tone="info" id="profile-pendencies">
          <p>{t('profileData.stillMissing')}</p>
          <ul className="pendency-list">
            {pendencies.map((pendency) => (
              <li key={pendency}>
                {pendency === 'address' ? (
                  <Link to={pathFor('profile-address-new-address', { identifier })}>
                    {t('profileData.addAddress')}
                  </Link>
                ) : (
                  t(`profileData.pendencies.${pendency}`)
                )}
              </li>
            ))}
          </ul>
        </Notice>
      ) : null}
      {load === 'error' ? <Notice tone="error">{t('profileData.loadError')}</Notice> : null}
      {load === 'loading' ? (
        <p role="status" className="profile-page__lead">
          {t('loading')}
        </p>
      ) : null}
      {load === 'ready' ? (
        <form className="card profile-form" noValidate onSubmit={(event) => void submit(event)}>
          <div className="form-grid">
            {kind === 'company' ? (
              <TextField {...fieldProps('companyName')} required />
            ) : (
              <TextField {...fieldProps('fullName')} required />
            )}
            <TextField
              className="span-3"
              label={kind === 'company' ? t('common:documents.cnpj') : t('common:documents.cpf')}
              value={documentNumber}
              readOnly
              id="profile-document"
            />
            <TextField {...fieldProps('email')} className="span-3" type="email" required />
            {birthDate !== null ? (
              <TextField
                id={BIRTH_DATE_ID}
                name="birthDate"
                className="span-3"
                label={t('profileData.birthDate')}
                inputMode="numeric"
                autoComplete="bday"
                placeholder={BIRTH_DATE_PATTERNS[locale]}
                hint={t('profileData.birthDateHint', { pattern: BIRTH_DATE_PATTERNS[locale] })}
                value={birthDate}
                error={fieldMessage(t, birthError)}
                onChange={(event) => {
                  setBirthDate(applyMask('##/##/####', event.target.value));
                  setBirthError(undefined);
                }}
                required={needsUpdate}
              />
            ) : null}
            <TextField
              {...fieldProps('profession')}
              className="span-3"
              required={kind === 'individual'}
            />
            <TextField
              {...fieldProps(incomeField(kind))}
              className="span-3"
              inputMode="decimal"
              hint={t('profileData.amountHint')}
              onBlur={formatIncome}
              required
            />
            <PhoneInput
              id={inputId('phone')}
              name="phone"
              className="span-3"
              label={t('profileData.phone')}
              value={value.phone ?? ''}
              onChange={(next) => change('phone', next)}
              error={fieldMessage(t, errors.phone)}
              required
            />
            {kind === 'company' ? (
              <>
                <h2 className="profile-form__section-title">{t('profileData.personInCharge')}</h2>
                <TextField {...fieldProps('personInChargeName')} required />
                <TextField
                  {...fieldProps('personInChargeEmail')}
                  className="span-3"
                  type="email"
                  required
                />
                <TextField
                  {...fieldProps('personInChargeDoc')}
                  className="span-3"
                  inputMode="numeric"
                  required
                />
              </>
            ) : null}
          </div>
          {outcome ? (
            <Notice tone={outcome.tone} ref={outcomeRef} id="profile-outcome" title={outcome.text}>
              {outcome.detail ? <p>{outcome.detail}</p> : null}
            </Notice>
          ) : null}
          <div className="profile-form__actions">
            <Button type="submit" loading={saving}>
              {saving ? t('profileData.saving') : t('profileData.save')}
            </Button>
            <Link
              className="button button--secondary"
              to={pathFor('profile-change-password', { identifier })}
            >
              {t('profileData.changePassword')}
            </Link>
          </div>
        </form>
      ) : null}
      {load === 'ready' && kind === 'company' && cnpj ? (
        <CompanyDocuments cnpj={cnpj} documents={documents} onChange={setDocuments} />
      ) : null}
    </div>
  );
}
