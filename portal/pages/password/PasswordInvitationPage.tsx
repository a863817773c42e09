/**
 * `/{identifier}/password/invitation?invitation_token=…` ('Password registration' / 'Cadastro
 * de senha', spec platform §2.3, §7): a record known without access creates its password from
 * the e-mailed invitation (`PUT /v1/auth/user/invitation`), then signs in. The token is read
 * once and taken out of the address bar.
 * @module
 */
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../src/api/errors';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { Notice } from '../../components/Notice';
import { pathFor } from '../../routes/path-for';
import { SetPasswordForm } from './SetPasswordForm';
import '../../styles/registration.css';

/** A failure that means the invitation is not accepted (unknown, used or expired). */
export function isInvitationRefused(failure: unknown): boolean {
  return (
    failure instanceof ApiError &&
    (failure.code === 'INVITATION_TOKEN_INVALID' || failure.status === 404)
  );
}

/** The invitation page. */
export function PasswordInvitationPage() {
  const { t } = useLocale();
  const { api } = useServices();
  const { identifier } = useCorrespondent();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [token, setToken] = useState(() => search.get('invitation_token')?.trim() ?? '');
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (search.toString() !== '') void navigate(pathname, { replace: true });
  }, [search, pathname, navigate]);

  let body;
  if (done) {
    body = (
      <div className="registration__done">
        <Notice tone="success">
          <p data-testid="invitation-done">{t('passwords.invitation.success')}</p>
        </Notice>
        <Link
          className="button button--primary button--block"
          to={pathFor('login', { identifier })}
        >
          {t('passwords.login')}
        </Link>
      </div>
    );
  } else if (token === '') {
    body = (
      <div className="registration__done">
        <Notice tone="error">
          <p data-testid="invitation-refused">{t('passwords.invitation.invalidLink')}</p>
        </Notice>
        <Link
          className="button button--primary button--block"
          to={pathFor('public-register', { identifier })}
        >
          {t('passwords.invitation.backToRegistration')}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <p className="registration__lead">{t('passwords.invitation.lead')}</p>
        <SetPasswordForm
          idPrefix="invitation"
          passwordLabel={t('registration.password')}
          confirmationLabel={t('registration.confirmationPassword')}
          submitLabel={t('passwords.invitation.submit')}
          send={(body) => api.passwords.acceptInvitation(token, body)}
          onSent={() => setDone(true)}
          isLinkRefused={isInvitationRefused}
          onLinkRefused={() => setToken('')}
        />
      </>
    );
  }

  return (
    <section className="registration registration--narrow" aria-labelledby="invitation-title">
      <div className="registration__card">
        <h1 id="invitation-title" className="registration__title">
          {t('passwords.invitation.title')}
        </h1>
        {body}
      </div>
    </section>
  );
}
