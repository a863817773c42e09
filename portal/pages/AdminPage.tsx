/**
 * `/admin` (spec platform §6: where ending an impersonation returns; admins only, the guard
 * sends others to /403): the operator's page. Its tool is "impersonate a customer": the
 * customer's CPF/CNPJ creates a one-time token (`POST /v1/admin/impersonation-tokens`) and the
 * page opens the impersonation path the API answers, in this tab, so the operator's session is
 * kept aside and comes back when the impersonation ends. The operator names the correspondent
 * the customer's session opens under (the API needs one; /admin belongs to none): the last one
 * visited in this tab, else the demo.
 * @module
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { isValidCnpj } from '../../src/domain/documents/cnpj';
import { isValidCpf } from '../../src/domain/documents/cpf';
import type { CorrespondentStore } from '../../src/stores/correspondent-store';
import { apiErrorMessage } from '../app/api-message';
import { DEFAULT_BRAND_NAME } from '../app/document-head';
import { useLocale } from '../app/locale';
import { useServices } from '../app/services';
import { useSession } from '../app/session';
import { Button } from '../components/Button';
import { Notice } from '../components/Notice';
import { TextField } from '../components/TextField';
import { TopBar } from '../components/TopBar';
import { pathFor } from '../routes/path-for';
import { useSandboxMode } from './session/use-sandbox-mode';
import { DEMO_IDENTIFIER } from './LandingPage';
import '../styles/session.css';

/** The correspondent the tab last looked up, else the demo. */
function lastIdentifier(correspondents: CorrespondentStore): string {
  const state = correspondents.$state.get();
  return state.status === 'ready' ? state.correspondent.identifier : DEMO_IDENTIFIER;
}

/** `/admin`: the operator's page. */
export function AdminPage() {
  const { t } = useLocale();
  const session = useSession();
  const { api, correspondents } = useServices();
  const navigate = useNavigate();
  const sandbox = useSandboxMode();
  const [identifier, setIdentifier] = useState(() => lastIdentifier(correspondents));
  const [document, setDocument] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [identifierError, setIdentifierError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ text: string } | { key: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const identifierRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const value = document.trim();
    const tenant = identifier.trim().toLowerCase();
    setFailure(null);
    setIdentifierError(tenant === '' ? 'common:validation.required' : null);
    if (value === '') {
      setFieldError('common:validation.required');
      return inputRef.current?.focus();
    }
    if (!isValidCpf(value) && !isValidCnpj(value)) {
      setFieldError('common:validation.isDocumentValid');
      return inputRef.current?.focus();
    }
    setFieldError(null);
    if (tenant === '') return identifierRef.current?.focus();
    setBusy(true);
    let correspondentId: number;
    try {
      correspondentId = (await api.correspondents.get(tenant)).id;
    } catch (error) {
      setIdentifierError(null);
      const text = apiErrorMessage(error);
      setFailure(text ? { text } : { key: 'operator.failed' });
      setBusy(false);
      return identifierRef.current?.focus();
    }
    try {
      const created = await api.auth.createImpersonationToken(
        { document: value },
        { correspondentId },
      );
      const path =
        created.path ??
        pathFor('impersonate-user', { identifier: DEMO_IDENTIFIER, token: created.token });
      await navigate(path);
    } catch (error) {
      const text = apiErrorMessage(error);
      setFailure(text ? { text } : { key: 'operator.failed' });
      setBusy(false);
    }
  }

  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <TopBar
        brandName={DEFAULT_BRAND_NAME}
        brandMark="FX"
        homeHref={pathFor('admin')}
        items={[
          { to: pathFor('admin'), label: t('admin.title'), end: true },
          ...(sandbox ? [{ to: pathFor('sandbox-mailbox'), label: t('operator.mailbox') }] : []),
        ]}
        account={
          session.user
            ? {
                name: session.user.email,
                signOutLabel: t('session.signOut'),
                onSignOut: () => void session.signOut(),
              }
            : undefined
        }
      />
      <main id="main" className="page__main">
        <div className="container">
          <header className="page-head">
            <h1 className="page-head__title">{t('admin.title')}</h1>
            <p className="page-head__lead">{t('operator.lead')}</p>
          </header>
          <section className="auth-card auth-card--wide" aria-labelledby={titleId}>
            <h2 id={titleId} className="auth-card__title">
              {t('operator.impersonateTitle')}
            </h2>
            <p className="auth-card__lead">{t('operator.impersonateLead')}</p>
            {failure ? (
              <Notice tone="error">{'text' in failure ? failure.text : t(failure.key)}</Notice>
            ) : null}
            <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
              <TextField
                ref={identifierRef}
                label={t('operator.correspondent')}
                hint={t('operator.correspondentHint')}
                name="correspondent"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                value={identifier}
                error={identifierError ? t(identifierError) : undefined}
                onChange={(event) => setIdentifier(event.target.value)}
              />
              <TextField
                ref={inputRef}
                label={t('operator.document')}
                hint={t('operator.documentHint')}
                name="document"
                inputMode="text"
                autoComplete="off"
                spellCheck={false}
                value={document}
                error={fieldError ? t(fieldError) : undefined}
                onChange={(event) => setDocument(event.target.value)}
              />
              <Button type="submit" block loading={busy}>
                {t('operator.submit')}
              </Button>
            </form>
          </section>
          {sandbox ? (
            <p>
              <Link className="text-link" to={pathFor('sandbox-mailbox')}>
                {t('operator.mailbox')}
              </Link>
            </p>
          ) : null}
        </div>
      </main>
    </div>
  );
}
