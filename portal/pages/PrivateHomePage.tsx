/**
 * The signed-in home (spec platform §2.1 `private-home`, operations §2.3): the simulator, with
 * the URL's preselection and the way to the checkout. The rest of the home (last operations,
 * notices) arrives with the operations issues.
 * @module
 */
import { useCorrespondent } from '../app/correspondent-context';
import { useLocale } from '../app/locale';
import { SimulatorEmbed } from '../components/SimulatorEmbed';

/** `/:identifier/app`. */
export function PrivateHomePage() {
  const { t } = useLocale();
  const correspondent = useCorrespondent();
  return (
    <section className="private-home" aria-labelledby="private-home-title">
      <h1 id="private-home-title" className="private-home__title">
        {t('screens.private-home')}
      </h1>
      <div className="private-home__widget" role="region" aria-label={t('publicHome.simulator')}>
        <SimulatorEmbed correspondent={correspondent} />
      </div>
    </section>
  );
}
