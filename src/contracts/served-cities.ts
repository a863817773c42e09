/**
 * Contracts of the served-cities search (spec operations §1 "Paper money": "Home delivery is
 * offered in major Brazilian cities. Some cities are not served"; §2.3 "City search; 'city
 * unavailable' when the city is not served"). The path is not in the spec; ours is
 * `GET /v1/paper-money/served-cities?q=`. The answer is a short list the simulator shows as
 * suggestions, so it carries what a suggestion shows and nothing else (no coordinates).
 * @module
 */
import * as z from 'zod/mini';
import { catalogueError } from '../domain/identity/message-key';
import { CITY_MAX, maxLengthOf } from './text-limits';

/** The most cities one search answers. */
export const SERVED_CITIES_LIMIT = 10;

/** Query of the search: `q`, part of a city name, accents and case ignored. */
export const ServedCitiesQuerySchema = z.object({
  q: z
    .string(catalogueError('validation.required'))
    .check(
      z.minLength(1, catalogueError('validation.required')),
      maxLengthOf(CITY_MAX, 'validation.tooLong'),
    ),
});
/** Query of the served-cities search. */
export type ServedCitiesQuery = z.infer<typeof ServedCitiesQuerySchema>;

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
