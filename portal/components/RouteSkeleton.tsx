/**
 * What a cold visit shows while the first page's chunks load (issue 15): the page's frame (a
 * top-bar-high band and a page-high main area, the `.page` layout's min-height) with no text,
 * so nothing moves or flashes when the page replaces it. Busy for assistive technology.
 * @module
 */
import { useEmbed } from '../app/embed';
import { useLocale } from '../app/locale';

/** A page-shaped placeholder, `aria-busy` while the page loads. */
export function RouteSkeleton() {
  const { t } = useLocale();
  // Inside <fx-checkout>'s frame the pages have no top bar (see PublicLayout).
  const embedded = useEmbed() !== undefined;
  return (
    <div className="page route-skeleton" role="status" aria-busy="true" aria-label={t('loading')}>
      {embedded ? null : <div className="route-skeleton__bar" />}
      <main className="page__main route-skeleton__main">
        <div className="route-skeleton__block route-skeleton__block--title" />
        <div className="route-skeleton__block" />
        <div className="route-skeleton__block route-skeleton__block--short" />
      </main>
    </div>
  );
}
