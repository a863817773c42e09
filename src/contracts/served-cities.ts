/**
 * Contracts of the served-cities search (spec operations §1 "Paper money": "Home delivery is
 * offered in major Brazilian cities. Some cities are not served"; §2.3 "City search; 'city
 * unavailable' when the city is not served"). The path is not in the spec; ours is
 * `GET /v1/paper-money/served-cities?q=`. The answer is a short list the simulator shows as
 * suggestions, so it carries what a suggestion shows and nothing else (no coordinates). The
 * query's contract is in `served-cities-query.ts`: the server's alone, it stays out of the
 * widget bundles that parse this answer (their 40 KB gzip budget).
 * @module
 */
import * as z from 'zod/mini';

/** The most cities one search answers. */
export const SERVED_CITIES_LIMIT = 10;

/** A served city as a suggestion. */
export const ServedCitySchema = z.object({
  /** The IBGE municipality code, 7 digits. */
  ibge: z.string(),
  /** The official name, with accents ("São José dos Campos"). */
  name: z.string(),
  /** The state's two letters. */
  state: z.string(),
});
/** A served city as a suggestion. */
export type ServedCity = z.infer<typeof ServedCitySchema>;

/** The search answer: at most {@link SERVED_CITIES_LIMIT} cities, word-prefix matches first. */
export const ServedCityListSchema = z.array(ServedCitySchema);
