/**
 * The public landing (marketing) page at `/` (spec platform §1 pitch, §2.3 "Public landing"):
 * "Welcome!", menu Home / Login / Register / Terms, the feature list, the slogan and a contact
 * block. No correspondent is chosen here, so Register explains that sign-up happens at a
 * correspondent's own address, and Login goes to `/login`.
 * @module
 */
import { useEffect } from 'react';
import { Link } from 'react-router';
import { applyPageMeta, applyTheme, DEFAULT_BRAND_NAME } from '../app/document-head';
import { useLocale } from '../app/locale';
import { FeatureIcon, type FeatureKey } from '../components/FeatureIcon';
import { telHref } from '../components/social-links';
import { TopBar } from '../components/TopBar';
import { pathFor } from '../routes/path-for';
import { formatMoney } from '../../src/domain/money/money';

/**
 * The platform's own contact (the landing's "e-mail and phone" block). Sandbox values on a
 * reserved domain until the operator's real ones are configured.
 */
export const PLATFORM_CONTACT = { email: 'parceiros@example.com', phone: '+55 11 4000-0000' };

/** The sandbox correspondent the landing points visitors to. */
export const DEMO_IDENTIFIER = 'demo';

const FEATURES: readonly FeatureKey[] = [
  'dashboard',
  'signup',
  'approval',
  'interface',
  'blockchain',
  'delivery',
];

const TERMS = ['free', 'costs', 'noRenegotiation', 'minors', 'limit'] as const;

/** Sample brands of the hero illustration: one platform, each partner in its own colours. */
const SAMPLE_BRANDS = [
  { initials: 'AR', tone: 'violet' },
  { initials: 'DC', tone: 'blue' },
  { initials: 'CX', tone: 'teal' },
] as const;

/** `/`: the marketing landing. */
export function LandingPage() {
  const { t, locale } = useLocale();

  useEffect(() => {
    applyTheme(document.documentElement, null);
    applyPageMeta(document, null);
  }, []);

  const demoRegistration = pathFor('public-registration', { identifier: DEMO_IDENTIFIER });
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <TopBar
        brandName={DEFAULT_BRAND_NAME}
        brandMark="FX"
        homeHref="/"
        items={[
          { to: '/', label: t('menu.home'), end: true },
          { to: pathFor('global-login'), label: t('menu.login') },
          { to: '/#register', label: t('menu.register') },
          { to: '/#terms', label: t('menu.terms') },
        ]}
      />
      <main id="main">
        <section className="hero hero--landing">
          <div className="container hero__grid">
            <div className="hero__copy">
              <p className="eyebrow">{t('landing.welcome')}</p>
              <h1 className="hero__title">{t('landing.heroTitle')}</h1>
              <p className="hero__lead">{t('landing.heroLead')}</p>
              <div className="hero__actions">
                <a className="button button--primary button--lg" href="#contact">
                  {t('landing.ctaContact')}
                </a>
                <Link
                  className="button button--ghost button--lg"
                  to={pathFor('public-home', { identifier: DEMO_IDENTIFIER })}
                >
                  {t('landing.ctaDemo')}
                </Link>
              </div>
            </div>
            <div className="hero__art" aria-hidden="true">
              {SAMPLE_BRANDS.map((brand) => (
                <div key={brand.initials} className={`brand-tile brand-tile--${brand.tone}`}>
                  <span className="brand-tile__mark">{brand.initials}</span>
                  <span className="brand-tile__line" />
                  <span className="brand-tile__line brand-tile__line--short" />
                  <span className="brand-tile__amount">{formatMoney(100_000, 'USD', locale)}</span>
                  <span className="brand-tile__button" />
                </div>
              ))}
            </div>
          </div>
          <div className="container">
            <p className="slogan">“{t('landing.slogan')}”</p>
          </div>
        </section>

        <section className="section" aria-labelledby="features-title">
          <div className="container">
            <h2 id="features-title" className="section__title">
              {t('landing.featuresTitle')}
            </h2>
            <p className="section__lead">{t('landing.featuresLead')}</p>
            <ul className="feature-grid">
              {FEATURES.map((key) => (
                <li key={key} className="feature">
                  <FeatureIcon name={key} />
                  <h3 className="feature__title">{t(`landing.features.${key}.title`)}</h3>
                  <p className="feature__text">{t(`landing.features.${key}.text`)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="section section--alt">
          <div className="container two-cols">
            <article id="register" className="panel" aria-labelledby="register-title">
              <h2 id="register-title" className="panel__title">
                {t('landing.registerTitle')}
              </h2>
              <p>{t('landing.registerText', { example: `/${DEMO_IDENTIFIER}/registration` })}</p>
              <Link className="button button--secondary" to={demoRegistration}>
                {t('landing.registerDemo')}
              </Link>
            </article>
            <article id="terms" className="panel" aria-labelledby="terms-title">
              <h2 id="terms-title" className="panel__title">
                {t('landing.termsTitle')}
              </h2>
              <ul className="check-list">
                {TERMS.map((key) => (
                  <li key={key}>{t(`landing.terms.${key}`)}</li>
                ))}
              </ul>
            </article>
          </div>
        </section>

        <section id="contact" className="section" aria-labelledby="contact-title">
          <div className="container contact">
            <div>
              <h2 id="contact-title" className="section__title">
                {t('landing.contactTitle')}
              </h2>
              <p className="section__lead">{t('landing.contactLead')}</p>
            </div>
            <dl className="contact__list">
              <div className="contact__item">
                <dt>{t('landing.email')}</dt>
                <dd>
                  <a href={`mailto:${PLATFORM_CONTACT.email}`}>{PLATFORM_CONTACT.email}</a>
                </dd>
              </div>
              <div className="contact__item">
                <dt>{t('landing.phone')}</dt>
                <dd>
                  <a href={telHref(PLATFORM_CONTACT.phone)}>{PLATFORM_CONTACT.phone}</a>
                </dd>
              </div>
            </dl>
          </div>
        </section>
      </main>
      <footer className="site-footer">
        <div className="container site-footer__bottom">
          <span>
            © {new Date().getFullYear()} {DEFAULT_BRAND_NAME}
          </span>
          <span>{t('landing.footer')}</span>
        </div>
      </footer>
    </div>
  );
}
