/**
 * Step 1 of the registration (spec platform §2.3): person type, the document (labelled CPF,
 * CNPJ or 'CPF ou CNPJ' until a type is chosen; the alphanumeric CNPJ accepted), the full name
 * or company name, and for individuals the birth date in the locale's format (design §4).
 * @module
 */
import type { PersonType } from '../../../src/contracts/registration';
import { BIRTH_DATE_PATTERNS } from '../../../src/domain/identity/birth-date';
import { applyMask } from '../../../src/domain/identity/phone';
import { useLocale } from '../../app/locale';
import { TextField } from '../../components/TextField';
import { documentInputMode, maskDocument } from '../../forms/document-mask';
import type { RegistrationFormValue } from '../../forms/registration-form';

/** Props of {@link PersonalStep}. */
export interface PersonalStepProps {
  value: RegistrationFormValue;
  onChange(patch: Partial<RegistrationFormValue>): void;
  /** Translated errors by field. */
  errors: Readonly<Record<string, string | undefined>>;
}

/** The label of the document field for a person type. */
export function documentLabelKey(type: PersonType | ''): string {
  if (type === 'physical') return 'common:documents.cpf';
  if (type === 'legal') return 'common:documents.cnpj';
  return 'common:documents.cpfOrCnpj';
}

/** The personal-data fields. */
export function PersonalStep({ value, onChange, errors }: PersonalStepProps) {
  const { t, locale } = useLocale();
  const type = value.personType;
  const kind = type === '' ? 'either' : type;
  const pattern = BIRTH_DATE_PATTERNS[locale];

  function choose(next: PersonType): void {
    onChange({ personType: next, document: maskDocument(value.document, next) });
  }

  return (
    <div className="form-grid">
      <fieldset
        className="segmented"
        aria-describedby={errors.personType ? 'registration-person-type-error' : undefined}
      >
        <legend>{t('registration.personType.label')}</legend>
        {(['physical', 'legal'] as const).map((option) => (
          <label key={option} className="segmented__option">
            <input
              type="radio"
              name="personType"
              value={option}
              checked={type === option}
              onChange={() => choose(option)}
            />
            {t(`registration.personType.${option}`)}
          </label>
        ))}
        {errors.personType ? (
          <p id="registration-person-type-error" className="field__error">
            {errors.personType}
          </p>
        ) : null}
      </fieldset>
      <TextField
        id="registration-document"
        className="span-3"
        label={t(documentLabelKey(type))}
        inputMode={documentInputMode(kind)}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        hint={type === 'physical' ? undefined : t('registration.documentHint')}
        value={value.document}
        error={errors.document}
        onChange={(event) => onChange({ document: maskDocument(event.target.value, kind) })}
      />
      {type !== '' ? (
        <TextField
          id="registration-name"
          label={t(type === 'legal' ? 'registration.companyName' : 'registration.fullName')}
          autoComplete={type === 'legal' ? 'organization' : 'name'}
          maxLength={160}
          value={value.name}
          error={errors.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      ) : null}
      {type === 'physical' ? (
        <TextField
          id="registration-birth-date"
          className="span-3"
          label={t('registration.birthDate')}
          inputMode="numeric"
          autoComplete="bday"
          placeholder={pattern}
          hint={t('registration.birthDateHint', { pattern })}
          value={value.birthDate}
          error={errors.birthDate}
          onChange={(event) => onChange({ birthDate: applyMask('##/##/####', event.target.value) })}
        />
      ) : null}
    </div>
  );
}
