/**
 * Loads the signed-in customer's operational limit for the limit card. Individuals read
 * `GET /customers/v1/physicals/{cpf}/limit`; a record without a limit (404) shows the card's
 * zeros, as spec platform §9 asks for missing data. Companies read their capital/financial limit,
 * `GET /customers/v1/legals/{cnpj}/limit` (issue 20), whose `view` is the same card; a company
 * without one gets the spec's zeros from the server.
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

  useEffect(() => {
    if (!cnpj && !cpf) {
      setState({ status: 'ready', view: limitView(null) });
      return undefined;
    }
    let live = true;
    setState({ status: 'loading' });
    const loading = cnpj ? api.customers.companyLimit(cnpj) : api.customers.limit(cpf ?? '');
    loading.then(
      // The server's view carries the last increase request's status, once there is one.
      (answer) => live && setState({ status: 'ready', view: answer.view }),
      (error: unknown) =>
        live &&
        setState(
          error instanceof NotFoundError
            ? { status: 'ready', view: limitView(null) }
            : { status: 'error' },
        ),
    );
    return () => {
      live = false;
    };
  }, [api, cpf, cnpj]);

  return state;
}
