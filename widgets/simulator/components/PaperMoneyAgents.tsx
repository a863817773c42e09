/**
 * Paper money's city search (spec operations §2.3, §8.2): the correspondent's agents, looked up
 * by city; 'city unavailable' when the city is not served, and the no-agents message when the
 * correspondent has none.
 * @module
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { Agent } from '../../../src/contracts/correspondent';
import type { WidgetTranslate } from '../../shared/use-widget-i18n';

/** Props of {@link PaperMoneyAgents}. */
export interface PaperMoneyAgentsProps {
  /** Prefix of the element ids. */
  idPrefix: string;
  /** Loads the agents (ordered by location). */
  loadAgents: () => Promise<Agent[]>;
  /** Translation. */
  t: WidgetTranslate;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** The city field and its messages. */
export function PaperMoneyAgents({ idPrefix, loadAgents, t }: PaperMoneyAgentsProps): ReactNode {
  const [agents, setAgents] = useState<Agent[] | null | undefined>(undefined);
  const [city, setCity] = useState('');
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

  if (agents === undefined) return null;
  if (!agents || agents.length === 0) {
    return (
      <p className="fx-message" data-tone="danger" role="alert">
        {t('simulator.noAgents')}
      </p>
    );
  }
  const cities = [...new Set(agents.map((agent) => agent.city))];
  const inCity = checked.trim() ? agents.filter((agent) => fold(agent.city) === fold(checked)) : [];
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
        aria-invalid={checked.trim() !== '' && inCity.length === 0}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setCity(value);
          if (cities.some((name) => name === value)) setChecked(value);
        }}
        onBlur={() => setChecked(city)}
      />
      <datalist id={`${idPrefix}-cities`}>
        {cities.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <p
        id={messageId}
        className="fx-message"
        data-tone={inCity.length ? 'success' : 'danger'}
        role="status"
      >
        {checked.trim() &&
          (inCity.length
            ? t('simulator.cityAgents', {
                count: String(inCity.length),
                city: inCity[0]?.city ?? checked,
              })
            : t('simulator.cityUnavailable'))}
      </p>
    </div>
  );
}
