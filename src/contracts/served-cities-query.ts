/**
 * The query of the served-cities search (`GET /v1/paper-money/served-cities?q=`; see
 * `served-cities.ts` for the answer). Apart from the answer's contract so that the text limits
 * and catalogue keys it needs stay out of the widget bundles.
 * @module
 */
import * as z from 'zod/mini';
import { catalogueError } from '../domain/identity/message-key';
import { CITY_MAX, maxLengthOf } from './text-limits';

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
