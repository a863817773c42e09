/**
 * A new password and its confirmation, with the six-level strength meter and the policy's rules
 * ticked as they are met (spec platform §4 "Password strength", §5 "Password"): the pair the
 * reset, invitation and change-password forms share.
 * @module
 */
import { useLocale } from '../app/locale';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange(value: string): void;
  onConfirmationChange(value: string): void;
  /** Translated errors. */
  passwordError?: string;
  confirmationError?: string;
  /** Labels, translated. */
  passwordLabel: string;
  confirmationLabel: string;
  /** Prefix of the inputs' ids. */
  idPrefix: string;
}

/** The new password, its strength and its confirmation. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useLocale();
  const rulesId = `${props.idPrefix}-rules`;
  return (
    <>
      <PasswordField
        id={`${props.idPrefix}-password`}
        label={props.passwordLabel}
        autoComplete="new-password"
        showLabel={t('registration.showPassword')}
        hideLabel={t('registration.hidePassword')}
        describedById={rulesId}
        value={props.password}
        error={props.passwordError}
        onChange={(event) => props.onPasswordChange(event.target.value)}
      >
        <PasswordStrengthMeter password={props.password} showRules rulesId={rulesId} />
      </PasswordField>
      <PasswordField
        id={`${props.idPrefix}-confirmation`}
        label={props.confirmationLabel}
        autoComplete="new-password"
        showLabel={t('registration.showPassword')}
        hideLabel={t('registration.hidePassword')}
        value={props.confirmation}
        error={props.confirmationError}
        onChange={(event) => props.onConfirmationChange(event.target.value)}
      />
    </>
  );
}
