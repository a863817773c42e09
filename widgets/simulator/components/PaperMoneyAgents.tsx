/**
 * Paper money's city search (spec operations §2.3, §8.2): as the customer types, the served
 * cities matching the text (the server's search, accents and case ignored, debounced) are
 * offered as suggestions; once the customer leaves the field or picks one, a city outside the
 * served set is said beside the field in a sentence ('We do not deliver to this city.'), and at
 * once when no served city contains the text; the simulator then does not offer Buy until the
 * field holds a served city or nothing (issue 19, item 9). A correspondent with no agents shows the no-agents
 * message instead of the field. (The count of the correspondent's stores in the city, shown
 * before the served set existed, went to keep the simulator within its 40 KB gzip budget: home
 * delivery does not depend on a store in the city.)
 *
 * A judgement waits for the search of exactly the judged text, so leaving the field before the
 * debounce ends never says a served city is not delivered to.
 * @module
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { Agent } from '../../../src/contracts/correspondent';
import type { ServedCity } from '../../../src/contracts/served-cities';
import type { WidgetTranslate } from '../../shared/use-widget-i18n';

/** Props of {@link PaperMoneyAgents}. */
export interface PaperMoneyAgentsProps {
  /** Prefix of the element ids. */
  idPrefix: string;
  /** Loads the agents (ordered by location). */
  loadAgents: () => Promise<Agent[]>;
  /** The served cities whose name contains the text (`GET /v1/paper-money/served-cities`). */
  searchCities: (query: string) => Promise<ServedCity[]>;
  /** Translation. */
  t: WidgetTranslate;
  /** Told whether the city typed is one not served (Buy waits for another). */
  onUnserved: (unserved: boolean) => void;
}

/** Wait after the last keystroke before searching, ms. */
export const CITY_SEARCH_DELAY_MS = 250;

// Accents and case ignored, as the server's search: 'sao paulo' is 'São Paulo'.
const same = (a: string, b: string) => !a.localeCompare(b, 'pt', { sensitivity: 'base' });

/** The city field and its messages. */
export function PaperMoneyAgents({
  idPrefix,
  loadAgents,
  searchCities,
  t,
  onUnserved,
}: PaperMoneyAgentsProps): ReactNode {
  const [agents, setAgents] = useState<Agent[] | null | undefined>(undefined);
  const [city, setCity] = useState('');
  // The suggestions and the text they answer.
  const [found, setFound] = useState<[string, ServedCity[]]>(['', []]);
  // Judged once the customer leaves the field (or picks a suggestion), not on every keystroke.
  const [checked, setChecked] = useState('');

  useEffect(() => {
    let live = true;
    loadAgents().then(
      (list) => live && setAgents(list),
      () => live && setAgents(null),
    );
    return () => {
      live = false;
    };
  }, [loadAgents]);

  useEffect(() => {
    const query = city.trim();
    if (!query) return;
    let live = true;
    const timer = setTimeout(() => {
      const answer = (list: ServedCity[]) => live && setFound([query, list]);
      searchCities(city).then(answer, () => answer([]));
    }, CITY_SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [city, searchCities]);

  const judged = checked.trim();
  const typed = city.trim();
  // Judged against the search of exactly the judged text; a text no served city contains is
  // not served whatever the customer does next.
  const unavailable =
    (judged !== '' &&
      found[0] === judged &&
      !found[1].some((option) => same(option.name, judged))) ||
    (typed !== '' && found[0] === typed && !found[1].length);
  useEffect(() => onUnserved(unavailable), [unavailable, onUnserved]);

  if (agents === undefined) return null;
  if (!agents || agents.length === 0) {
    return (
      <p className="fx-message" data-tone="danger" role="alert">
        {t('simulator.noAgents')}
      </p>
    );
  }
  const messageId = `${idPrefix}-city-message`;
  return (
    <div className="fx-field" part="city">
      <label className="fx-label" htmlFor={`${idPrefix}-city`}>
        {t('simulator.city')}
      </label>
      <input
        id={`${idPrefix}-city`}
        className="fx-input"
        list={`${idPrefix}-cities`}
        autoComplete="address-level2"
        value={city}
        aria-describedby={messageId}
        aria-invalid={unavailable}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setCity(value);
          // Picking a suggestion judges at once.
          if (found[1].some((option) => option.name === value)) setChecked(value);
        }}
        onBlur={() => setChecked(city)}
      />
      <datalist id={`${idPrefix}-cities`}>
        {found[1].map((option) => (
          <option key={option.ibge} value={option.name} label={option.state} />
        ))}
      </datalist>
      <p id={messageId} className="fx-message" data-tone="danger" role="status">
        {unavailable && t('simulator.cityUnavailable')}
      </p>
    </div>
  );
}
