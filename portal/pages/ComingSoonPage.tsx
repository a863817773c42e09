/**
 * Placeholder for every screen a later issue builds: it names the screen (its route name and its
 * title in the current language). None of these counts as done.
 * @module
 */
import { useLocale } from '../app/locale';

/** A "coming soon" body naming the screen. */
export function ComingSoonPage(props: { routeName: string }) {
  const { t } = useLocale();
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <span className="badge">{t('comingSoon.badge')}</span>
      <h1 id="coming-soon-title" className="coming-soon__title">
        {t(`screens.${props.routeName}`)}
      </h1>
      <p className="coming-soon__lead">{t('comingSoon.lead')}</p>
      <p className="coming-soon__route">
        {t('comingSoon.routeName')}: <code>{props.routeName}</code>
      </p>
    </section>
  );
}
