/**
 * The form of the reset and invitation pages: the new password and its confirmation with the
 * strength meter, checked with the API's contract, then sent by the page's own call. The API's
 * field errors (a reused password…) land on their fields; a refused link is the page's to say.
 * @module
 */
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../src/api/errors';
import type { PasswordResetBody } from '../../../src/contracts/auth';
import { useLocale } from '../../app/locale';
import { Button } from '../../components/Button';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { Notice } from '../../components/Notice';
import { apiFieldErrors } from '../../forms/field-errors';
import { commonMessages, messageText, type FormMessage } from '../../forms/form-message';
import { parseNewPassword } from './password-form';

/** Props of {@link SetPasswordForm}. */
export interface SetPasswordFormProps {
  idPrefix: string;
  passwordLabel: string;
  confirmationLabel: string;
  submitLabel: string;
  /** Sends the new password. */
  send(body: PasswordResetBody): Promise<void>;
  /** Called once sent. */
  onSent(): void;
  /** Whether a failure means the link itself is refused (then `onLinkRefused` runs). */
  isLinkRefused(failure: unknown): boolean;
  onLinkRefused(): void;
}

/** New password + confirmation, validated and sent. */
export function SetPasswordForm(props: SetPasswordFormProps) {
  const { t } = useLocale();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, FormMessage>>({});
  const [failure, setFailure] = useState<FormMessage | undefined>();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function focusFirstInvalid(): void {
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    const parsed = parseNewPassword(password, confirmation);
    if (!parsed.ok) {
      setErrors(commonMessages(parsed.errors));
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await props.send(parsed.body);
      props.onSent();
    } catch (caught) {
      if (props.isLinkRefused(caught)) return props.onLinkRefused();
      const fields = apiFieldErrors(caught);
      if (fields.length > 0) {
        setErrors(
          Object.fromEntries(fields.map(({ field, message }) => [field, { text: message }])),
        );
        focusFirstInvalid();
      } else {
        setFailure(
          caught instanceof ApiError && caught.body && caught.status < 500
            ? { text: caught.body.message }
            : { key: 'registration.defaultError.message' },
        );
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="form" noValidate onSubmit={(event) => void submit(event)}>
      {failure ? <Notice tone="error">{messageText(t, failure)}</Notice> : null}
      <NewPasswordFields
        idPrefix={props.idPrefix}
        passwordLabel={props.passwordLabel}
        confirmationLabel={props.confirmationLabel}
        password={password}
        confirmation={confirmation}
        passwordError={messageText(t, errors.password)}
        confirmationError={messageText(t, errors.passwordConfirmation)}
        onPasswordChange={(value) => {
          setPassword(value);
          setErrors(({ password: _dropped, ...rest }) => rest);
        }}
        onConfirmationChange={(value) => {
          setConfirmation(value);
          setErrors(({ passwordConfirmation: _dropped, ...rest }) => rest);
        }}
      />
      <p className="field__hint">{t('registration.passwordHelp')}</p>
      <Button type="submit" block loading={busy}>
        {props.submitLabel}
      </Button>
    </form>
  );
}
