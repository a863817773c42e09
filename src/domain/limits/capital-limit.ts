/**
 * A company's capital/financial limit (spec platform §3 "Capital/financial limit", GraphQL
 * `getTitularCapFin`; issue 20): `limitDays`, `operationLimit` and `utilizado` (used), in USD
 * cents like the individual's operational limit, which it stands for at checkout. A company with
 * none answers 0 / 0 / 0 with `requestChangeFail` true (spec §3 defaults).
 * @module
 */

/** The `operational_limits` period under which a company's capital limit is kept. */
export const CAPITAL_LIMIT_PERIOD = 'CAPITAL_FINANCIAL';

/** The capital/financial limit as `getTitularCapFin` answers it. */
export interface CapitalLimitFields {
  /** The days the limit covers. */
  limitDays: number;
  /** The limit, USD cents. */
  operationLimit: number;
  /** What operations use of it, USD cents. */
  utilizado: number;
  /** True when the company has no limit (spec §3 default). */
  requestChangeFail: boolean;
}

/** The spec's defaults for a company without a capital limit: 0 / 0 / 0, requestChangeFail. */
export const NO_CAPITAL_LIMIT: CapitalLimitFields = {
  limitDays: 0,
  operationLimit: 0,
  utilizado: 0,
  requestChangeFail: true,
};
