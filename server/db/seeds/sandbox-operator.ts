/**
 * The sandbox operator (issue 20 "Operator console"): `operador@demo.test`, roles OPERATOR only
 * (no customer role, no admin flag), serving the `demo` correspondent, with the sandbox
 * password. Not linked to `demo` as a customer: an operator serves correspondents, it does not
 * buy from them.
 * @module
 */
import type { Kysely } from 'kysely';
import type { PasswordHasher } from '../../services/auth/password-hasher';
import type { Database } from '../schema';
import { SANDBOX_PASSWORD } from './sandbox-users';

/** The sandbox operator's log-in, as the banner lists it. */
export const SANDBOX_OPERATOR_LOGIN = {
  email: 'operador@demo.test',
  label: 'operator console (serves demo)',
} as const;

/** Id of the `demo` correspondent. */
const DEMO_CORRESPONDENT_ID = 1;

/** Inserts the operator and the correspondent it serves. */
export async function insertSandboxOperator(
  trx: Kysely<Database>,
  hasher: PasswordHasher,
): Promise<void> {
  const hash = await hasher.hash(SANDBOX_PASSWORD);
  const { id } = await trx
    .insertInto('users')
    .values({
      email: SANDBOX_OPERATOR_LOGIN.email,
      name: 'Operador Demo',
      person_type: 'PHYSICAL',
      // 741.852.096-49: check digits computed by `cpfCheckDigits`.
      cpf: '74185209649',
      cnpj: null,
      roles: ['OPERATOR'],
      birth_date: '1980-07-01',
      phone: '+5511987650004',
      registration_status: 'APPROVED',
      password_hash: hash,
      confirmed_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('password_history').values({ user_id: id, hash }).execute();
  await trx
    .insertInto('operator_correspondents')
    .values({ user_id: id, correspondent_id: DEMO_CORRESPONDENT_ID })
    .execute();
}
