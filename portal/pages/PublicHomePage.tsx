/**
 * A correspondent's public home (spec platform §2.1 `public-home`, operations §2.3): a hero and
 * the simulator widget.
 * @module
 */
import { useCorrespondent } from '../app/correspondent-context';
import { useLocale } from '../app/locale';
import { SimulatorEmbed } from '../components/SimulatorEmbed';

const POINTS = ['transparent', 'fast', 'safe'] as const;

/** `/:identifier`. */
export function PublicHomePage() {
  const { t } = useLocale();
  const correspondent = useCorrespondent();
  return (
    <section className="hero hero--tenant">
      <div className="container hero__grid">
        <div className="hero__copy">
          <p className="eyebrow">{t('publicHome.eyebrow')}</p>
          <h1 className="hero__title">{t('publicHome.heroTitle', { name: correspondent.name })}</h1>
          <p className="hero__lead">{t('publicHome.heroLead')}</p>
          <ul className="check-list check-list--hero">
            {POINTS.map((key) => (
              <li key={key}>{t(`publicHome.points.${key}`)}</li>
            ))}
          </ul>
        </div>
        <div className="hero__widget" role="region" aria-label={t('publicHome.simulator')}>
          <SimulatorEmbed correspondent={correspondent} />
        </div>
      </div>
    </section>
  );
}
