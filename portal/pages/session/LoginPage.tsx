/**
 * `/{identifier}/login` (spec platform §2.3 "Login"): e-mail and password, "stay signed in"
 * checked by default, links 'Forgot my password' and 'Register'. A wrong e-mail or password
 * shows the API's own message ('Invalid email or password' / 'E-mail ou senha inválidos'), and
 * so does a 429. Where to go next is the route guard's decision (the kept `redirect`, else the
 * private home, or data sharing): the page only signs in.
 *
 * An account whose e-mail was never confirmed (the registrant left at the code step, or
 * mistyped the code; the API answers EMAIL_NOT_CONFIRMED, and only for the right password) is
 * not a dead end (issue 19): the page asks for a new code at once and shows the code step, with
 * its resend countdown; once the code is confirmed it signs in with the password just typed.
 * @module
 */
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../../src/api/errors';
import { ResendTooEarlyError } from '../../../src/api/registration';
import { isValidEmail } from '../../../src/domain/identity/email';
import { VERIFICATION_CODE_RESEND_SECONDS } from '../../../src/domain/identity/verification-code';
import { apiErrorMessage } from '../../app/api-message';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { TextField } from '../../components/TextField';
import { pathFor } from '../../routes/path-for';
import { useEmbed } from '../../app/embed';
import { REDIRECT_PARAM } from '../../routes/route-access';
import { usePrefetch } from '../../routes/route-prefetch';
import '../../styles/session.css';

type FieldErrors = Partial<Record<'email' | 'password', string>>;

// The code step is the registration's own, loaded only when an unconfirmed account signs in.
const ConfirmationStep = lazy(() =>
  import('../registration/ConfirmationStep').then((m) => ({ default: m.ConfirmationStep })),
);

/** An unconfirmed account on its code step: the address, the password, the resend wait. */
interface Unconfirmed {
  email: string;
  password: string;
  resendIn: number;
}

/** The login page of a correspondent. */
export function LoginPage() {
  const { t } = useLocale();
  const correspondent = useCorrespondent();
  const session = useSession();
  const { api } = useServices();
  const { search } = useLocation();
  const [unconfirmed, setUnconfirmed] = useState<Unconfirmed | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  // Inside <fx-checkout>'s frame the session lasts as long as the tab: nothing to remember.
  const embedded = useEmbed() !== undefined;
  // Catalogue keys (so a language switch re-words them) or the API's text.
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<{ text: string } | { key: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const identifier = correspondent.identifier;
  const returning = new URLSearchParams(search).has(REDIRECT_PARAM);
  const prefetch = usePrefetch();
  // Once the visitor types (or the browser fills in) their credentials, the private home comes
  // next: its chunks load while they finish, and nothing is spent on a visit that only looks.
  const prefetchHome = () => prefetch(pathFor('private-home', { identifier }));

  function validate(): FieldErrors {
    const errors: FieldErrors = {};
    if (email.trim() === '') errors.email = 'common:validation.required';
    else if (!isValidEmail(email.trim())) errors.email = 'common:validation.email';
    if (password === '') errors.password = 'common:validation.required';
    return errors;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const errors = validate();
    setFieldErrors(errors);
    setFailure(null);
    if (errors.email) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    setBusy(true);
    try {
      await session.signIn(email.trim(), password, remember);
      // The guard takes it from here (redirect, private home or data sharing).
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_CONFIRMED') {
        setUnconfirmed({
          email: email.trim(),
          password,
          resendIn: await sendNewCode(email.trim()),
        });
        setBusy(false);
        return;
      }
      const text = apiErrorMessage(error);
      setFailure(text ? { text } : { key: 'login.failed' });
      setPassword('');
      setBusy(false);
      // Move focus to the message so it is read, then the user can tab back to the form.
      requestAnimationFrame(() => noticeRef.current?.focus());
    }
  }

  /** Asks for a new code; answers the seconds until the next resend. */
  async function sendNewCode(address: string): Promise<number> {
    try {
      const answer = await api.registration.resendConfirmation(address);
      return answer.resendAvailableIn || VERIFICATION_CODE_RESEND_SECONDS;
    } catch (error) {
      // A code went out less than 60 s ago: that one is on its way.
      if (error instanceof ResendTooEarlyError) return error.secondsLeft;
      // Otherwise the step's own resend button, at once, is the way to a code.
      return 0;
    }
  }

  /** The code is confirmed: sign in with the password typed (the guard then moves on). */
  async function signInConfirmed(account: Unconfirmed): Promise<void> {
    try {
      await session.signIn(account.email, account.password, remember);
    } catch (error) {
      const text = apiErrorMessage(error);
      setUnconfirmed(null);
      setPassword('');
      setFailure(text ? { text } : { key: 'login.failed' });
    }
  }

  if (unconfirmed) {
    return (
      <div className="auth-page">
        <section className="auth-card" aria-labelledby="login-title">
          <h1 id="login-title" className="auth-card__title">
            {t('login.confirm.title')}
          </h1>
          <Notice tone="info">{t('login.confirm.lead')}</Notice>
          <Suspense fallback={<p className="auth-card__lead">{t('loading')}</p>}>
            <ConfirmationStep
              email={unconfirmed.email}
              resendIn={unconfirmed.resendIn}
              onConfirmed={() => void signInConfirmed(unconfirmed)}
            />
          </Suspense>
          <p className="auth-card__footer">
            <Button
              variant="link"
              onClick={() => {
                setUnconfirmed(null);
                setPassword('');
              }}
            >
              {t('login.confirm.otherAccount')}
            </Button>
          </p>
        </section>
      </div>
    );
  }

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="login-title">
        <h1 id="login-title" className="auth-card__title">
          {t('login.title')}
        </h1>
        <p className="auth-card__lead">{t('login.lead', { name: correspondent.name })}</p>
        {returning ? <Notice tone="info">{t('login.returnTo')}</Notice> : null}
        {failure ? (
          <Notice tone="error" ref={noticeRef} id="login-error">
            {'text' in failure ? failure.text : t(failure.key)}
          </Notice>
        ) : null}
        <form
          className="auth-form"
          noValidate
          onInput={prefetchHome}
          onSubmit={(event) => void submit(event)}
        >
          <TextField
            ref={emailRef}
            label={t('login.email')}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={email}
            error={fieldErrors.email ? t(fieldErrors.email) : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            ref={passwordRef}
            label={t('login.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            error={fieldErrors.password ? t(fieldErrors.password) : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
          <p className="auth-form__forgot">
            <Link className="text-link" to={pathFor('password-recovery', { identifier })}>
              {t('login.forgot')}
            </Link>
          </p>
          {embedded ? null : (
            <div className="auth-form__remember">
              <label className="checkbox">
                <input
                  type="checkbox"
                  name="remember"
                  checked={remember}
                  aria-describedby="login-remember-hint"
                  onChange={(event) => setRemember(event.target.checked)}
                />
                {t('login.remember')}
              </label>
              <p id="login-remember-hint" className="field__hint">
                {t('login.rememberHint')}
              </p>
            </div>
          )}
          <Button type="submit" block loading={busy}>
            {t('login.submit')}
          </Button>
        </form>
        <p className="auth-card__footer">
          {t('login.noAccount')}{' '}
          <Link className="text-link" to={pathFor('public-registration', { identifier })}>
            {t('login.register')}
          </Link>
        </p>
      </section>
    </div>
  );
}
