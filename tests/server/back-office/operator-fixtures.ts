/**
 * An operator of another correspondent (aurora), signed in: the console's scope tests ask that
 * none of demo's records are theirs.
 * @module
 */
import type { TestApp } from '../test-app';
import { correspondentId, cpfOf, insertCustomer, signedIn } from '../customers/customer-fixtures';

/** Inserts an OPERATOR serving aurora with `email` (CPF from `cpfBase`); answers their headers. */
export async function signedInAuroraOperator(
  t: TestApp,
  email: string,
  cpfBase: string,
): Promise<Record<string, string>> {
  const id = await insertCustomer(t.db, { email, cpf: cpfOf(cpfBase), name: 'Operadora Aurora' });
  await t.db
    .updateTable('users')
    .set({ roles: ['OPERATOR'] })
    .where('id', '=', id)
    .execute();
  await t.db
    .insertInto('operator_correspondents')
    .values({ user_id: id, correspondent_id: await correspondentId(t.db, 'aurora') })
    .execute();
  return signedIn(t.app, email, undefined);
}
