import { test as base, type APIRequestContext } from '@playwright/test';
import { freshCpf, registerIndividual } from './individual-steps';

/**
 * A journey's own customer (issue 35): every journey that creates operations registers an
 * approved individual of its own, with the whole USD 10,000 yearly limit unused, instead of
 * spending the seeded cliente@demo.test's. No journey's operations, payees or limit are another's,
 * so the suite passes in any order, on any number of workers, and as any subset.
 */
export interface OwnCustomer {
  email: string;
  password: string;
  /** Bare digits. */
  cpf: string;
  /** The CPF as the portal writes it: 000.000.000-00. */
  formattedCpf: string;
  /** The registered full name: the name of the customer's own accounts, too. */
  name: string;
}

/** The password every journey's customer signs in with (the sandbox's, for symmetry). */
export const OWN_PASSWORD = 'Demo@2026!';

/** The name of the journeys' customers (`Maria`, as the seeded customer, so the words fit). */
export const OWN_NAME = 'Maria Jornada da Silva';

/**
 * Registers and confirms an approved individual of the caller's own through the API (for a
 * `beforeAll` that makes operations several tests read; a test takes the `customer` fixture).
 */
export async function registerOwnCustomer(request: APIRequestContext): Promise<OwnCustomer> {
  const cpf = freshCpf();
  const email = await registerIndividual(request, OWN_PASSWORD, { cpf, fullName: OWN_NAME });
  return {
    email,
    password: OWN_PASSWORD,
    cpf,
    formattedCpf: cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'),
    name: OWN_NAME,
  };
}

/** `test` with a `customer` of the test's own, registered and confirmed through the API. */
export const test = base.extend<{ customer: OwnCustomer }>({
  customer: async ({ request }, use) => {
    await use(await registerOwnCustomer(request));
  },
});

export { expect } from '@playwright/test';
