/**
 * `/{identifier}/password/reset` ('Informe nova senha', spec platform §2.3, §7): where the
 * recovery e-mail's link lands, through the API, with the reset session in the query
 * (`access-token`, `client`, `uid`, `expiry`, `reset_password=true`) or `reset_password_error`.
 * The tokens are read once and taken out of the address bar (they must not stay in the history
 * or leak in a Referer), then sent as headers with the new password. Success: 'Nova senha
 * registrada com sucesso.' and the way to the login; a refused or expired link says so and
 * offers a new one.
 * @module
 */
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../src/api/errors';
import { readResetLink, type ResetLinkState } from '../../../src/api/passwords';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { Notice } from '../../components/Notice';
import { pathFor } from '../../routes/path-for';
import { SetPasswordForm } from './SetPasswordForm';
import '../../styles/registration.css';

/** A failure that means the reset link (its session) is not accepted. */
export function isResetLinkRefused(failure: unknown): boolean {
  return (
    failure instanceof ApiError &&
    (failure.status === 401 ||
      failure.code === 'RESET_TOKEN_INVALID' ||
      failure.code === 'RESET_SESSION_REQUIRED')
  );
}

/** The password-reset page. */
export function PasswordResetPage() {
  const { t } = useLocale();
  const { api } = useServices();
  const { identifier } = useCorrespondent();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [link, setLink] = useState<ResetLinkState>(() => readResetLink(search));
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (search.toString() !== '') void navigate(pathname, { replace: true });
  }, [search, pathname, navigate]);

  const recovery = pathFor('password-recovery', { identifier });
  const login = pathFor('login', { identifier });

  let body;
  if (done) {
    body = (
      <div className="registration__done">
        <Notice tone="success">
          <p data-testid="reset-done">{t('passwords.reset.success')}</p>
        </Notice>
        <Link className="button button--primary button--block" to={login}>
          {t('passwords.login')}
        </Link>
      </div>
    );
  } else if (link.status !== 'ready') {
    body = (
      <div className="registration__done">
        <Notice tone="error">
          <p data-testid="reset-link-refused">
            {t(
              link.status === 'error'
                ? 'passwords.reset.invalidLink'
                : 'passwords.reset.missingLink',
            )}
          </p>
        </Notice>
        <Link className="button button--primary button--block" to={recovery}>
          {t('passwords.reset.requestNew')}
        </Link>
      </div>
    );
  } else {
    const { tokens } = link;
    body = (
      <>
        <p className="registration__lead">{t('passwords.reset.lead')}</p>
        <SetPasswordForm
          idPrefix="reset"
          passwordLabel={t('passwords.reset.password')}
          confirmationLabel={t('passwords.reset.confirmation')}
          submitLabel={t('passwords.reset.submit')}
          send={(body) => api.passwords.reset(tokens, body)}
          onSent={() => setDone(true)}
          isLinkRefused={isResetLinkRefused}
          onLinkRefused={() => setLink({ status: 'error', reason: 'refused' })}
        />
      </>
    );
  }

  return (
    <section className="registration registration--narrow" aria-labelledby="reset-title">
      <div className="registration__card">
        <h1 id="reset-title" className="registration__title">
          {t('passwords.reset.title')}
        </h1>
        {body}
      </div>
    </section>
  );
}
