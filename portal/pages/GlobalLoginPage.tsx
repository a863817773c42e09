/**
 * `/login` (spec platform §2.1, "one reading" of where guests are sent): no correspondent is
 * known here, so the page asks for the correspondent's code and goes to its own login.
 * @module
 */
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLocale } from '../app/locale';
import { MessagePage } from '../components/MessagePage';
import { pathFor } from '../routes/path-for';
import { isReservedIdentifier } from '../../src/domain/tenancy/reserved-identifiers';

/** `/login`: asks for the correspondent code, then opens `/{identifier}/login` (query kept). */
export function GlobalLoginPage() {
  const { t } = useLocale();
  const navigate = useNavigate();
  // The query (a kept `redirect`, a partner id) goes on to the correspondent's login.
  const { search } = useLocation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const identifier = value.trim().toLowerCase();
    if (!identifier) return setError(t('globalLogin.required'));
    if (isReservedIdentifier(identifier)) return setError(t('globalLogin.reserved'));
    setError(null);
    void navigate(pathFor('login', { identifier }) + search);
  }

  return (
    <MessagePage title={t('globalLogin.title')}>
      <p className="message-card__lead">{t('globalLogin.lead')}</p>
      <form className="form" noValidate onSubmit={submit}>
        <label className="field__label" htmlFor={inputId}>
          {t('globalLogin.field')}
        </label>
        <input
          id={inputId}
          className="field__input"
          autoComplete="organization"
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => setValue(event.target.value)}
        />
        <p id={hintId} className="field__hint">
          {t('globalLogin.hint')}
        </p>
        {error ? (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button--primary button--block">
          {t('globalLogin.submit')}
        </button>
      </form>
      <Link className="text-link" to="/">
        {t('backHome')}
      </Link>
    </MessagePage>
  );
}
