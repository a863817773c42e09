/**
 * Change password (spec platform §2.3 "Change password", §4 "Password strength", §5
 * "Password"): current password, new password with the six-level security meter and the helper
 * text (8+ characters, any mix of letters, numbers and symbols, not a previously used password),
 * and its confirmation; `PUT /v1/auth/user`. The contract checks the form first; the API's
 * answers land on their fields ('The current password is not valid.' on the current password,
 * a reused password on the new one); success shows 'Pronto! Sua nova senha foi registrada com
 * sucesso.' and empties the form.
 * @module
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ChangePasswordBodySchema } from '../../../src/contracts/auth';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { Button } from '../../components/Button';
import { apiErrorMessage } from '../../components/profile/api-message';
import { Notice } from '../../components/Notice';
import { PasswordField } from '../../components/PasswordField';
import { PasswordStrengthMeter } from '../../components/PasswordStrengthMeter';
import { issuesToFieldErrors, splitApiFieldErrors } from '../../forms/field-errors';
import { pathFor } from '../../routes/path-for';
import { fieldMessage } from './ProfileDataPage';
import '../../styles/profile.css';

const FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = { currentPassword: '', password: '', passwordConfirmation: '' };

type Outcome = { tone: 'success' | 'error'; text: string; detail?: string } | null;

/** `/:identifier/app/profile/change-password`. */
export function ChangePasswordPage() {
  const { t } = useLocale();
  const { api } = useServices();
  const { identifier } = useCorrespondent();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  const focusNext = useRef(false);
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    const first = FIELDS.find((field) => errors[field]);
    if (first) document.getElementById(`password-${first}`)?.focus();
    else outcomeRef.current?.focus();
  }, [errors, outcome]);

  function change(field: Field, next: string) {
    setValues((current) => ({ ...current, [field]: next }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const parsed = ChangePasswordBodySchema.safeParse(values);
    if (!parsed.success) {
      focusNext.current = true;
      setErrors(issuesToFieldErrors(parsed.error.issues) as Partial<Record<Field, string>>);
      return;
    }
    setSaving(true);
    try {
      await api.passwords.changePassword(parsed.data);
      setValues(EMPTY);
      setErrors({});
      focusNext.current = true;
      setOutcome({ tone: 'success', text: t('changePassword.success') });
    } catch (error) {
      const split = splitApiFieldErrors(error, (field) =>
        (FIELDS as readonly string[]).includes(field),
      );
      const fields = split.fields as Partial<Record<Field, string>>;
      focusNext.current = true;
      setErrors(fields);
      if (Object.keys(fields).length === 0 || split.rest) {
        const detail = split.rest ?? apiErrorMessage(error);
        setOutcome({ tone: 'error', text: t('changePassword.error'), detail });
      }
    } finally {
      setSaving(false);
    }
  }

  const fieldProps = (field: Field, label: string, autoComplete: string) => ({
    id: `password-${field}`,
    name: field,
    label,
    showLabel: t('changePassword.show'),
    hideLabel: t('changePassword.hide'),
    value: values[field],
    error: fieldMessage(t, errors[field]),
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    autoComplete,
    required: true,
  });

  return (
    <div className="profile-page">
      <header className="profile-page__head">
        <Link className="profile-page__back" to={pathFor('profile-home', { identifier })}>
          {t('profile.back')}
        </Link>
        <h1 className="profile-page__title">{t('changePassword.title')}</h1>
        <p className="profile-page__lead">{t('changePassword.lead')}</p>
      </header>
      <form className="card profile-form" noValidate onSubmit={(event) => void submit(event)}>
        <PasswordField
          {...fieldProps('currentPassword', t('changePassword.current'), 'current-password')}
        />
        <PasswordField
          {...fieldProps('password', t('changePassword.new'), 'new-password')}
          hint={
            <>
              <span className="hint-line">{t('changePassword.helperLength')}</span>
              <span className="hint-line">{t('changePassword.helperMix')}</span>
              <span className="hint-line">{t('changePassword.helperReuse')}</span>
            </>
          }
        >
          <PasswordStrengthMeter password={values.password} />
        </PasswordField>
        <PasswordField
          {...fieldProps('passwordConfirmation', t('changePassword.confirmation'), 'new-password')}
        />
        {outcome ? (
          <Notice tone={outcome.tone} ref={outcomeRef} id="password-outcome" title={outcome.text}>
            {outcome.detail ? <p>{outcome.detail}</p> : null}
          </Notice>
        ) : null}
        <div className="profile-form__actions">
          <Button type="submit" loading={saving}>
            {saving ? t('changePassword.saving') : t('changePassword.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
