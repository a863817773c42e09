/**
 * Footer of a correspondent's pages: contact, social links and address (spec platform §3,
 * address display rule of §5).
 * @module
 */
import type { Correspondent } from '../../src/contracts/correspondent';
import { addressDisplay } from '../../src/domain/address/address-display';
import { useLocale } from '../app/locale';
import { SOCIAL_FIELDS, socialHref, telHref } from './social-links';

/** The correspondent's address in lines: street (display rule), district, city/state, zip. */
export function addressLines(c: Correspondent): string[] {
  const street = [addressDisplay(c), c.complement?.trim()].filter(Boolean).join(' – ');
  const cityState = [c.city, c.state]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join('/');
  return [street, c.neighborhood?.trim() ?? '', cityState, c.zipCode?.trim() ?? ''].filter(
    (line) => line !== '',
  );
}

/** The footer of a correspondent's public and private pages. */
export function SiteFooter(props: { correspondent: Correspondent }) {
  const { t } = useLocale();
  const c = props.correspondent;
  const address = addressLines(c);
  const socials = SOCIAL_FIELDS.map((field) => ({
    field,
    href: socialHref(field, c[field]),
  })).filter(
    (s): s is { field: (typeof SOCIAL_FIELDS)[number]; href: string } => s.href !== undefined,
  );
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <p className="site-footer__brand">{c.name}</p>
          <p className="site-footer__muted">{t('footer.poweredBy')}</p>
        </div>
        {c.phone || c.email ? (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="site-footer__heading">
              {t('footer.contact')}
            </h2>
            <ul className="site-footer__list">
              {c.phone ? (
                <li>
                  <span className="site-footer__label">{t('footer.phone')}: </span>
                  <a href={telHref(c.phone)}>{c.phone}</a>
                </li>
              ) : null}
              {c.email ? (
                <li>
                  <span className="site-footer__label">{t('footer.email')}: </span>
                  <a href={`mailto:${c.email}`}>{c.email}</a>
                </li>
              ) : null}
            </ul>
          </section>
        ) : null}
        {address.length > 0 ? (
          <section aria-labelledby="footer-address">
            <h2 id="footer-address" className="site-footer__heading">
              {t('footer.address')}
            </h2>
            <address className="site-footer__address">
              {address.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </section>
        ) : null}
        {socials.length > 0 ? (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className="site-footer__heading">
              {t('footer.social')}
            </h2>
            <ul className="site-footer__list site-footer__social">
              {socials.map(({ field, href }) => (
                <li key={field}>
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {t(`footer.${field}`)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <div className="container site-footer__bottom">
        <span>
          © {new Date().getFullYear()} {c.name}
        </span>
      </div>
    </footer>
  );
}
