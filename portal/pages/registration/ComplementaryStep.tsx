/**
 * Step 3 of the registration (spec platform §2.3): e-mail and its confirmation, password and
 * its confirmation with the six-level strength meter and the policy's rules, cell phone,
 * profession, monthly income (individual) or annual revenue (company) in reais, and for
 * companies the main responsible person's name, e-mail and CPF/CNPJ.
 * @module
 */
import { useLocale } from '../../app/locale';
import { PasswordField } from '../../components/PasswordField';
import { PasswordStrengthMeter } from '../../components/PasswordStrengthMeter';
import { PhoneInput } from '../../components/PhoneInput';
import { TextField } from '../../components/TextField';
import { formatReaisInput, parseReaisInput } from '../../components/profile/reais-input';
import { maskDocument } from '../../forms/document-mask';
import type { RegistrationFormValue } from '../../forms/registration-form';

/** Props of {@link ComplementaryStep}. */
export interface ComplementaryStepProps {
  value: RegistrationFormValue;
  onChange(patch: Partial<RegistrationFormValue>): void;
  /** Translated errors by field. */
  errors: Readonly<Record<string, string | undefined>>;
}

/** Keeps what an amount field accepts: digits and the separators `.` and `,`. */
export function amountCharacters(text: string): string {
  return text.replace(/[^\d.,]/g, '');
}

/** The complementary-data fields. */
export function ComplementaryStep({ value, onChange, errors }: ComplementaryStepProps) {
  const { t, locale } = useLocale();
  const company = value.personType === 'legal';
  const rulesId = 'registration-password-rules';
  return (
    <div className="form-grid">
      <TextField
        id="registration-email"
        className="span-3"
        label={t('registration.email')}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={value.email}
        error={errors.email}
        onChange={(event) => onChange({ email: event.target.value })}
      />
      <TextField
        id="registration-confirmation-email"
        className="span-3"
        label={t('registration.confirmationEmail')}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={value.confirmationEmail}
        error={errors.confirmationEmail}
        onChange={(event) => onChange({ confirmationEmail: event.target.value })}
      />
      <PasswordField
        id="registration-password"
        className="span-3"
        label={t('registration.password')}
        autoComplete="new-password"
        showLabel={t('registration.showPassword')}
        hideLabel={t('registration.hidePassword')}
        describedById={rulesId}
        value={value.password}
        error={errors.password}
        onChange={(event) => onChange({ password: event.target.value })}
      >
        <PasswordStrengthMeter password={value.password} showRules rulesId={rulesId} />
      </PasswordField>
      <PasswordField
        id="registration-confirmation-password"
        className="span-3"
        label={t('registration.confirmationPassword')}
        autoComplete="new-password"
        showLabel={t('registration.showPassword')}
        hideLabel={t('registration.hidePassword')}
        value={value.confirmationPassword}
        error={errors.confirmationPassword}
        onChange={(event) => onChange({ confirmationPassword: event.target.value })}
      />
      <p className="field__hint">{t('registration.passwordHelp')}</p>
      <PhoneInput
        id="registration-phone"
        className="span-3"
        label={t('registration.phone')}
        value={value.phone}
        error={errors.phone}
        onChange={(phone) => onChange({ phone })}
      />
      <TextField
        id="registration-profession"
        className="span-3"
        label={t('registration.profession')}
        autoComplete="organization-title"
        maxLength={80}
        value={value.profession}
        error={errors.profession}
        onChange={(event) => onChange({ profession: event.target.value })}
      />
      <TextField
        id="registration-income"
        className="span-3"
        label={t(company ? 'registration.annualRevenue' : 'registration.monthlyIncome')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('registration.incomeHint')}
        value={value.income}
        error={errors.income}
        onChange={(event) => onChange({ income: amountCharacters(event.target.value) })}
        onBlur={() => {
          const cents = parseReaisInput(value.income, locale);
          if (cents !== undefined) onChange({ income: formatReaisInput(cents, locale) });
        }}
      />
      {company ? (
        <fieldset className="form-grid fieldset">
          <legend className="fieldset__legend">{t('registration.responsibleTitle')}</legend>
          <TextField
            id="registration-responsible-name"
            label={t('registration.mainResponsibleName')}
            autoComplete="name"
            maxLength={160}
            value={value.mainResponsibleName}
            error={errors.mainResponsibleName}
            onChange={(event) => onChange({ mainResponsibleName: event.target.value })}
          />
          <TextField
            id="registration-responsible-email"
            className="span-3"
            label={t('registration.mainResponsibleEmail')}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={value.mainResponsibleEmail}
            error={errors.mainResponsibleEmail}
            onChange={(event) => onChange({ mainResponsibleEmail: event.target.value })}
          />
          <TextField
            id="registration-responsible-document"
            className="span-3"
            label={t('registration.mainResponsibleDocument')}
            inputMode="text"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            value={value.mainResponsibleDocument}
            error={errors.mainResponsibleDocument}
            onChange={(event) =>
              onChange({ mainResponsibleDocument: maskDocument(event.target.value, 'either') })
            }
          />
        </fieldset>
      ) : null}
    </div>
  );
}
