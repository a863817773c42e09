/**
 * `/{identifier}/app/help` (spec platform §2.3 "Help"): choose a contact means (e-mail, phone,
 * messaging app) among the correspondent's contacts; the chosen contact can be copied ("Contact
 * copied to clipboard") or opened (mailto:, tel:, the messaging app's link).
 * @module
 */
import { useId, useState } from 'react';
import type { Correspondent } from '../../../src/contracts/correspondent';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale } from '../../app/locale';
import { Button } from '../../components/Button';
import { socialHref, telHref } from '../../components/social-links';
import { copyText } from './copy-text';
import '../../styles/session.css';

/** The contact means of the spec, in its order. */
export const CONTACT_MEANS = ['email', 'phone', 'messaging'] as const;

/** One contact means. */
export type ContactMeans = (typeof CONTACT_MEANS)[number];

/** A correspondent's contact for each means (undefined when not informed). */
export function contactsOf(correspondent: Correspondent): Record<ContactMeans, string | undefined> {
  const clean = (value: string | null | undefined) => value?.trim() || undefined;
  return {
    email: clean(correspondent.email),
    phone: clean(correspondent.phone),
    messaging: clean(correspondent.whatsapp),
  };
}

function hrefOf(means: ContactMeans, value: string): string | undefined {
  if (means === 'email') return `mailto:${value}`;
  if (means === 'phone') return telHref(value);
  return socialHref('whatsapp', value);
}

const OPEN_LABEL = {
  email: 'help.openEmail',
  phone: 'help.openPhone',
  messaging: 'help.openMessaging',
} as const satisfies Record<ContactMeans, string>;

/** The help page. */
export function HelpPage() {
  const { t } = useLocale();
  const correspondent = useCorrespondent();
  const contacts = contactsOf(correspondent);
  const available = CONTACT_MEANS.filter((means) => contacts[means] !== undefined);
  const [chosen, setChosen] = useState<ContactMeans | undefined>(available[0]);
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const groupName = useId();
  const valueId = useId();
  const value = chosen ? contacts[chosen] : undefined;
  const href = chosen && value ? hrefOf(chosen, value) : undefined;

  async function copy() {
    if (!value) return;
    setCopied((await copyText(value)) ? 'ok' : 'failed');
  }

  return (
    <section aria-labelledby="help-title">
      <header className="page-head">
        <h1 id="help-title" className="page-head__title">
          {t('help.title')}
        </h1>
        <p className="page-head__lead">{t('help.lead', { name: correspondent.name })}</p>
      </header>
      {available.length === 0 ? (
        <p>{t('help.none')}</p>
      ) : (
        <>
          <fieldset className="contact-choice">
            <legend>{t('help.choose')}</legend>
            {CONTACT_MEANS.map((means) => (
              <label key={means} className="contact-choice__option">
                <input
                  type="radio"
                  name={groupName}
                  value={means}
                  checked={chosen === means}
                  disabled={contacts[means] === undefined}
                  onChange={() => {
                    setChosen(means);
                    setCopied(null);
                  }}
                />
                <span>
                  {t(`help.${means}`)}
                  {contacts[means] === undefined ? (
                    <span className="field__optional"> ({t('help.notInformed')})</span>
                  ) : null}
                </span>
              </label>
            ))}
          </fieldset>
          {chosen && value ? (
            <div className="contact-card">
              <p className="contact-card__value" id={valueId} data-testid="help-contact">
                <span className="visually-hidden">{t(`help.${chosen}`)}: </span>
                {value}
              </p>
              <div className="contact-card__actions">
                <Button variant="secondary" aria-describedby={valueId} onClick={() => void copy()}>
                  {t('help.copy')}
                </Button>
                {href ? (
                  <a
                    className="button button--ghost"
                    href={href}
                    aria-describedby={valueId}
                    {...(chosen === 'messaging'
                      ? { target: '_blank', rel: 'noopener noreferrer' }
                      : {})}
                  >
                    {t(OPEN_LABEL[chosen])}
                  </a>
                ) : null}
              </div>
            </div>
          ) : null}
          <p role="status" className="field__hint" data-testid="help-copy-status">
            {copied === 'ok' ? t('help.copied') : null}
            {copied === 'failed' ? t('help.copyFailed') : null}
          </p>
        </>
      )}
    </section>
  );
}
