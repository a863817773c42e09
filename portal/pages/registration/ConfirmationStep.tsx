/**
 * Step 4 of the registration (spec platform §2.3, §5 "E-mail verification code"; design §4:
 * 6 digits, 15 minutes, 5 tries, resend after 60 s): the code e-mailed at registration, its
 * confirmation, and 'RESEND CODE (in {0} sec)' counting down from 60 s (or from what the API
 * says is left). A wrong code shows 'Invalid code' on the field and the 'Código de verificação
 * inválido' notice asking to check the e-mail and retry.
 * @module
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../src/api/errors';
import { ResendTooEarlyError } from '../../../src/api/registration';
import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_RESEND_SECONDS,
  isCodeFormat,
} from '../../../src/domain/identity/verification-code';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { TextField } from '../../components/TextField';
import { messageText, type FormMessage } from '../../forms/form-message';

/** Props of {@link ConfirmationStep}. */
export interface ConfirmationStepProps {
  /** The address the code went to. */
  email: string;
  /** Called once the code is confirmed. */
  onConfirmed(): void;
  /**
   * Seconds until a resend is allowed (default: the full 60 s, a code was just sent); the log-in
   * of an unconfirmed account passes what its own resend answered.
   */
  resendIn?: number;
}

/** The failures a confirmation answers, by API code, as catalogue keys. */
const CODE_ERRORS: Readonly<Record<string, string>> = {
  VERIFICATION_CODE_INVALID: 'common:verificationCode.invalid',
  VERIFICATION_CODE_EXPIRED: 'common:verificationCode.expired',
  VERIFICATION_CODE_LOCKED: 'common:verificationCode.locked',
  EMAIL_ALREADY_CONFIRMED: 'common:verificationCode.used',
};

/** Seconds left of a countdown that ends at `endsAt` (ms), never below 0. */
export function secondsUntil(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** The e-mail confirmation step. */
export function ConfirmationStep({ email, onConfirmed, resendIn }: ConfirmationStepProps) {
  const { t } = useLocale();
  const { api } = useServices();
  const [code, setCode] = useState('');
  const [error, setError] = useState<FormMessage | undefined>();
  const [wrong, setWrong] = useState(false);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [status, setStatus] = useState<FormMessage | undefined>();
  // The code was just sent: the first resend waits the full 60 s (or what the caller knows).
  const [endsAt, setEndsAt] = useState(
    () => Date.now() + (resendIn ?? VERIFICATION_CODE_RESEND_SECONDS) * 1000,
  );
  const [now, setNow] = useState(() => Date.now());
  const inputRef = useRef<HTMLInputElement>(null);
  const left = secondsUntil(endsAt, now);

  // One interval per countdown, reading the clock each tick (a throttled tab catches up).
  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (tick >= endsAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  function restartCountdown(seconds: number): void {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + seconds * 1000);
  }

  async function confirm(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setStatus(undefined);
    if (!isCodeFormat(code)) {
      setWrong(false);
      setError({
        key: code.trim() === '' ? 'common:validation.required' : 'common:verificationCode.format',
      });
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await api.registration.confirm(email, code);
      onConfirmed();
    } catch (failure) {
      const codeKey = failure instanceof ApiError ? CODE_ERRORS[failure.code ?? ''] : undefined;
      setWrong(failure instanceof ApiError && failure.code === 'VERIFICATION_CODE_INVALID');
      setError(
        codeKey
          ? { key: codeKey }
          : failure instanceof ApiError && failure.body
            ? { text: failure.body.message }
            : { key: 'registration.defaultError.message' },
      );
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  async function resend(): Promise<void> {
    setResending(true);
    setStatus(undefined);
    try {
      const answer = await api.registration.resendConfirmation(email);
      restartCountdown(answer.resendAvailableIn || VERIFICATION_CODE_RESEND_SECONDS);
      setStatus({ key: 'registration.code.resent', values: { email } });
      setError(undefined);
      setWrong(false);
    } catch (failure) {
      if (failure instanceof ResendTooEarlyError) restartCountdown(failure.secondsLeft);
      else setStatus({ key: 'registration.code.resendFailed' });
    } finally {
      setResending(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void confirm(event)}>
      <p className="registration__lead">{t('registration.code.lead', { email })}</p>
      {wrong ? (
        <Notice tone="error" title={t('common:verificationCode.invalidTitle')}>
          <p>{t('common:verificationCode.invalidHint')}</p>
        </Notice>
      ) : null}
      <TextField
        ref={inputRef}
        id="registration-code"
        className="code-field"
        label={t('registration.code.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_LENGTH}
        placeholder="000000"
        hint={t('registration.code.hint')}
        value={code}
        error={messageText(t, error)}
        onChange={(event) =>
          setCode(event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))
        }
      />
      <div className="stepper__actions">
        <Button
          variant="ghost"
          disabled={left > 0 || resending}
          loading={resending}
          onClick={() => void resend()}
        >
          {left > 0 ? t('registration.code.resendIn', { 0: left }) : t('registration.code.resend')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('common:actions.continue')}
        </Button>
      </div>
      <p className="field__hint" role="status">
        {messageText(t, status) ?? ''}
      </p>
    </form>
  );
}
