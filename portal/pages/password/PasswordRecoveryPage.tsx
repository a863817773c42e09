/**
 * `/{identifier}/password/recovery` (spec platform §2.3 "Password recovery", §7): the e-mail of
 * the account; a link to set a new password is e-mailed, landing on this correspondent's reset
 * page. The confirmation reads 'Done! You will soon receive a password recovery link in the
 * email {email}' whether or not the address has an account (the API does not say).
 * @module
 */
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../src/api/errors';
import { EmailSchema } from '../../../src/contracts/auth';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { TextField } from '../../components/TextField';
import { messageText, type FormMessage } from '../../forms/form-message';
import { pathFor } from '../../routes/path-for';
import '../../styles/registration.css';

/** The password-recovery page. */
export function PasswordRecoveryPage() {
  const { t } = useLocale();
  const { api } = useServices();
  const { identifier } = useCorrespondent();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<FormMessage | undefined>();
  const [failure, setFailure] = useState<FormMessage | undefined>();
  const [sentTo, setSentTo] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setFailure(undefined);
    const checked = EmailSchema.safeParse(email);
    if (!checked.success) {
      setError({ key: `common:${checked.error.issues[0]?.message ?? 'validation.email'}` });
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const redirectUrl = `${window.location.origin}${pathFor('password-reset', { identifier })}`;
      await api.passwords.requestRecovery(email, redirectUrl);
      setSentTo(email.trim());
    } catch (caught) {
      setFailure(
        caught instanceof ApiError && caught.body && caught.status < 500
          ? { text: caught.body.message }
          : { key: 'registration.defaultError.message' },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="registration registration--narrow" aria-labelledby="recovery-title">
      <div className="registration__card">
        <h1 id="recovery-title" className="registration__title">
          {t('passwords.recovery.title')}
        </h1>
        {sentTo ? (
          <div className="registration__done">
            <Notice tone="success">
              <p data-testid="recovery-sent">{t('passwords.recovery.done', { email: sentTo })}</p>
              <p>{t('passwords.recovery.again')}</p>
            </Notice>
            <Link
              className="button button--primary button--block"
              to={pathFor('login', { identifier })}
            >
              {t('passwords.recovery.backToLogin')}
            </Link>
          </div>
        ) : (
          <form className="form" noValidate onSubmit={(event) => void submit(event)}>
            <p className="registration__lead">{t('passwords.recovery.lead')}</p>
            {failure ? <Notice tone="error">{messageText(t, failure)}</Notice> : null}
            <TextField
              ref={inputRef}
              id="recovery-email"
              label={t('passwords.recovery.email')}
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              value={email}
              error={messageText(t, error)}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" block loading={busy}>
              {t('passwords.recovery.submit')}
            </Button>
            <Link className="text-link" to={pathFor('login', { identifier })}>
              {t('passwords.recovery.backToLogin')}
            </Link>
          </form>
        )}
      </div>
    </section>
  );
}
