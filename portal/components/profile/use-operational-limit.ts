/**
 * Loads the signed-in customer's operational limit for the limit card. Individuals read
 * `GET /customers/v1/physicals/{cpf}/limit`; a record without a limit (404) shows the card's
 * zeros, as spec platform §9 asks for missing data. Companies read their capital/financial limit,
 * `GET /customers/v1/legals/{cnpj}/limit` (issue 20), whose `view` is the same card; a company
 * without one gets the spec's zeros from the server. Without a limit record (a registration not
 * yet approved) the latest increase request's status is read from
 * `GET /customers/v1/limit-updates?limit=1` (issue 20).
 * An administrator is no customer (issue 19, item 8): no card and no request for them.
 * @module
 */
import { useEffect, useState } from 'react';
import { NotFoundError } from '../../../src/api/errors';
import type { AuthUser } from '../../../src/contracts/auth';
import { limitView } from '../../../src/contracts/customers';
import { useServices } from '../../app/services';
import type { LimitCardState } from './LimitCard';

/** Whether the user is a company (spec platform §3: "cnpj present means a company user"). */
export function isCompanyUser(user: Pick<AuthUser, 'cnpj'> | undefined): boolean {
  return typeof user?.cnpj === 'string' && user.cnpj !== '';
}

/**
 * Whether `user` gets the operational-limit card: any customer, never an administrator (who
 * operates the platform and holds no limit of their own).
 */
export function hasLimitCard(user: Pick<AuthUser, 'isAdmin'> | undefined): boolean {
  return user?.isAdmin !== true;
}

/** The limit card's state for `user`, loaded once per user (never for an administrator). */
export function useOperationalLimit(user: AuthUser | undefined): LimitCardState {
  const { api } = useServices();
  const [state, setState] = useState<LimitCardState>({ status: 'loading' });
  const customer = hasLimitCard(user) ? user : undefined;
  const cnpj = isCompanyUser(customer) ? customer?.cnpj : undefined;
  const cpf = cnpj === undefined ? customer?.cpf : undefined;

  const admin = !hasLimitCard(user);

  useEffect(() => {
    let live = true;
    // Without a limit record (a company, a registration not yet approved) the card still shows
    // the status of the latest increase request, read from the requests themselves (issue 20).
    const zerosWithLastRequest = () => {
      setState({ status: 'ready', view: limitView(null) });
      if (admin) return;
      api.limitUpdates.list({ limit: 1 }).then(
        (page) =>
          live &&
          setState({ status: 'ready', view: limitView(null, page.items[0]?.status ?? null) }),
        () => undefined,
      );
    };
    if (admin) {
      setState({ status: 'ready', view: limitView(null) });
      return undefined;
    }
    if (!cnpj && !cpf) {
      zerosWithLastRequest();
      return () => {
        live = false;
      };
    }
    setState({ status: 'loading' });
    const loading = cnpj ? api.customers.companyLimit(cnpj) : api.customers.limit(cpf ?? '');
    loading.then(
      // The server's view carries the last increase request's status, once there is one.
      (answer) => live && setState({ status: 'ready', view: answer.view }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof NotFoundError) zerosWithLastRequest();
        else setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [api, cpf, cnpj, admin]);

  return state;
}
