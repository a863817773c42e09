/**
 * A company's capital/financial limit (spec platform §3 "Capital/financial limit", §7 GraphQL
 * `getTitularCapFin(cnpj)`; issue 20): what `GET /customers/v1/legals/{cnpj}/limit` and the
 * GraphQL query answer. It is the company's row of `operational_limits` (the same row checkout
 * reserves under its lock, `reserveLimit`), shown as the capFin fields `limitDays`,
 * `operationLimit`, `utilizado` and `requestChangeFail`, beside the individual's limit fields and
 * the limit card's `view`. A company without a limit answers the spec's defaults 0 / 0 / 0 with
 * `requestChangeFail` true; its operations go to manual analysis.
 * @module
 */
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../../src/contracts/auth';
import { limitView, type CapitalLimitAnswer } from '../../../src/contracts/customers';
import { CAPITAL_LIMIT_PERIOD, NO_CAPITAL_LIMIT } from '../../../src/domain/limits/capital-limit';
import { createCustomerRepository } from '../../db/repositories/customer-repository';
import type { Database } from '../../db/schema';
import { lastLimitUpdateStatus } from '../limit-updates/limit-update-service';
import { reachCustomer } from './customer-access';
import { centsOf } from './customer-mapper';

/**
 * The capital limit of the company `cnpj`, USD cents.
 * @throws AppError FORBIDDEN (not the caller's company), NOT_FOUND (admin: no such company)
 */
export async function capitalLimit(
  db: Kysely<Database>,
  user: AuthUser,
  cnpj: string,
): Promise<CapitalLimitAnswer> {
  const company = await reachCustomer(db, user, { kind: 'LEGAL', document: cnpj });
  const row = await createCustomerRepository(db).findLimit(company.id);
  const fields =
    row === undefined
      ? NO_CAPITAL_LIMIT
      : {
          limitDays: row.limit_days ?? 0,
          operationLimit: centsOf(row.limit_usd_cents) ?? 0,
          utilizado: centsOf(row.used_usd_cents) ?? 0,
          requestChangeFail: false,
        };
  const limit = {
    operationalLimitPeriod: row?.period ?? CAPITAL_LIMIT_PERIOD,
    operationalLimit: fields.operationLimit,
    operationalLimitUsed: fields.utilizado,
  };
  // The card shows the status of the company's latest limit-increase request, as an individual's.
  const lastRequest = await lastLimitUpdateStatus(db, company.id);
  return { ...limit, view: limitView(limit, lastRequest), ...fields };
}

/** The capital-limit service: `capitalLimit(user, cnpj)` over the database. */
export interface CapitalLimitService {
  /** See {@link capitalLimit}. */
  capitalLimit(user: AuthUser, cnpj: string): Promise<CapitalLimitAnswer>;
}

/** Creates the capital-limit service over `db`. */
export function createCapitalLimitService({ db }: { db: Kysely<Database> }): CapitalLimitService {
  return { capitalLimit: (user, cnpj) => capitalLimit(db, user, cnpj) };
}
