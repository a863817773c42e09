/**
 * `/sandbox/mailbox` (design §4 "sandbox helpers"): in sandbox mode the platform keeps the
 * e-mails it sends; this page lists those sent to one address, newest first, with subject, time
 * and text, the 6-digit code of a message ready to copy, and its links. Outside sandbox mode it
 * only says that the mailbox does not exist there. `?to=` fills the address and loads at once.
 * @module
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { MailboxMessage } from '../../../src/contracts/mailbox';
import { isValidEmail } from '../../../src/domain/identity/email';
import { apiErrorMessage } from '../../app/api-message';
import { DEFAULT_BRAND_NAME } from '../../app/document-head';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { Button } from '../../components/Button';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { MessagePage } from '../../components/MessagePage';
import { Notice } from '../../components/Notice';
import { TextField } from '../../components/TextField';
import { TopBar } from '../../components/TopBar';
import { pathFor } from '../../routes/path-for';
import { copyText } from './copy-text';
import { useSandboxMode } from './use-sandbox-mode';
import '../../styles/session.css';

/** The first 6-digit code of a message (the e-mail confirmation code of design §4). */
export function verificationCodeOf(message: Pick<MailboxMessage, 'subject' | 'text'>) {
  const found = /(?<![\d])(\d{6})(?![\d])/.exec(`${message.subject}\n${message.text}`);
  return found?.[1];
}

/** The http(s) links of a message's text, in order, without repeats. */
export function linksOf(text: string): string[] {
  const links = (text.match(/https?:\/\/[^\s<>"')]+/g) ?? []).map((link) =>
    // Sentence punctuation right after a link is not part of it.
    link.replace(/[.,;:!?]+$/, ''),
  );
  return [...new Set(links)];
}

type Listing =
  | { kind: 'idle' }
  | { kind: 'loading'; to: string }
  | { kind: 'ready'; to: string; messages: MailboxMessage[] }
  | { kind: 'failed'; to: string; reason: string | undefined };

/** `/sandbox/mailbox`. */
export function SandboxMailboxPage() {
  const { t } = useLocale();
  const sandbox = useSandboxMode();
  if (sandbox === undefined) return <LoadingOverlay />;
  if (!sandbox) {
    return (
      <MessagePage title={t('mailbox.title')} mark="@">
        <p className="message-card__lead">{t('mailbox.unavailable')}</p>
      </MessagePage>
    );
  }
  return <Mailbox />;
}

function Mailbox() {
  const { t, locale } = useLocale();
  const { api } = useServices();
  const [params, setParams] = useSearchParams();
  const initial = params.get('to') ?? '';
  const [address, setAddress] = useState(initial);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [listing, setListing] = useState<Listing>({ kind: 'idle' });
  const listId = useId();

  const load = useCallback(
    async (to: string) => {
      setListing({ kind: 'loading', to });
      try {
        const messages = await api.sandboxMailbox.list(to);
        setListing({ kind: 'ready', to, messages });
      } catch (error) {
        setListing({ kind: 'failed', to, reason: apiErrorMessage(error) });
      }
    },
    [api],
  );

  useEffect(() => {
    if (initial && isValidEmail(initial)) void load(initial);
  }, [initial, load]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const to = address.trim();
    if (to === '') return setFieldError('common:validation.required');
    if (!isValidEmail(to)) return setFieldError('common:validation.email');
    setFieldError(null);
    if (to === initial) void load(to);
    else setParams({ to }, { replace: true });
  }

  // ui-guide "Dates": pt-BR 22/11/2026 14:05, en-US 11/22/2026; seconds help tell resends apart.
  const format = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });

  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <TopBar
        brandName={DEFAULT_BRAND_NAME}
        brandMark="FX"
        homeHref="/"
        items={[{ to: pathFor('sandbox-mailbox'), label: t('mailbox.title'), end: true }]}
      />
      <main id="main" className="page__main">
        <div className="container">
          <header className="page-head">
            <h1 className="page-head__title">{t('mailbox.title')}</h1>
            <p className="page-head__lead">{t('mailbox.lead')}</p>
          </header>
          <form className="mailbox-form" noValidate onSubmit={submit}>
            <TextField
              label={t('mailbox.address')}
              type="email"
              name="to"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              value={address}
              error={fieldError ? t(fieldError) : undefined}
              onChange={(event) => setAddress(event.target.value)}
            />
            <Button type="submit" loading={listing.kind === 'loading'}>
              {listing.kind === 'ready' && listing.to === address.trim()
                ? t('mailbox.refresh')
                : t('mailbox.show')}
            </Button>
          </form>
          {listing.kind === 'failed' ? (
            <Notice tone="error">{listing.reason ?? t('mailbox.loadError')}</Notice>
          ) : null}
          {listing.kind === 'ready' ? (
            <section aria-labelledby={listId}>
              <h2 id={listId} className="mailbox-list__title">
                {listing.messages.length === 0
                  ? t('mailbox.empty', { email: listing.to })
                  : t('mailbox.count', { email: listing.to })}
              </h2>
              <ol className="mailbox-list">
                {listing.messages.map((message) => (
                  <MailItem
                    key={message.id}
                    message={message}
                    time={format.format(new Date(message.createdAt))}
                  />
                ))}
              </ol>
            </section>
          ) : null}
        </div>
      </main>
    </div>
  );
}

function MailItem(props: { message: MailboxMessage; time: string }) {
  const { t } = useLocale();
  const { message } = props;
  const code = verificationCodeOf(message);
  const links = linksOf(message.text);
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const subjectId = useId();

  async function copy() {
    if (!code) return;
    setCopied((await copyText(code)) ? 'ok' : 'failed');
  }

  return (
    <li className="mail" aria-labelledby={subjectId} data-testid="mail">
      <h3 id={subjectId} className="mail__subject">
        {message.subject}
      </h3>
      <p className="mail__time">
        <time dateTime={message.createdAt}>{t('mailbox.receivedAt', { date: props.time })}</time>
      </p>
      {code ? (
        <div className="mail__code">
          <span className="visually-hidden">{t('mailbox.code')}:</span>
          <span className="mail__code-value" data-testid="mail-code">
            {code}
          </span>
          <Button variant="secondary" onClick={() => void copy()}>
            {t('mailbox.copyCode')}
          </Button>
          <span role="status" className="field__hint">
            {copied === 'ok' ? t('mailbox.copied') : null}
            {copied === 'failed' ? t('mailbox.copyFailed') : null}
          </span>
        </div>
      ) : null}
      {links.length > 0 ? (
        <ul className="mail__links" aria-label={t('mailbox.links')}>
          {links.map((link) => (
            <li key={link}>
              <a className="text-link" href={link}>
                {link}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mail__text">{message.text}</p>
    </li>
  );
}
