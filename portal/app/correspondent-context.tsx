/**
 * The loaded correspondent of the current `/:identifier` area, for the pages inside it.
 * @module
 */
import { createContext, useContext } from 'react';
import type { Correspondent } from '../../src/contracts/correspondent';

/** Context carrying the loaded correspondent (ready or disabled). */
export const CorrespondentContext = createContext<Correspondent | null>(null);

/** The current correspondent; throws outside the correspondent area (a wiring mistake). */
export function useCorrespondent(): Correspondent {
  const correspondent = useContext(CorrespondentContext);
  if (!correspondent) throw new Error('useCorrespondent() is only for pages under /:identifier');
  return correspondent;
}
