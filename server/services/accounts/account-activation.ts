/**
 * What happens when a registrant's e-mail is confirmed — by the code, by accepting an
 * invitation or through a password-reset link (each proves the address): the confirmation is
 * recorded and, for a registration still PENDING, the compliance review runs (issue 3: in
 * sandbox mode it approves at once); an approved individual is granted the initial operational
 * limit (`src/domain/limits/initial-limit`). The outcome e-mail is queued in the same
 * transaction, so it goes out (after commit) exactly when the activation happened.
 * @module
 */
import type { Kysely } from 'kysely';
import { initialOperationalLimit } from '../../../src/domain/limits/initial-limit';
import type { Locale } from '../../../src/i18n';
import { createAccountRepository } from '../../db/repositories/account-repository';
import type { Database, UserRow } from '../../db/schema';
import { renderMail } from '../mail/templates';
import type { AccountDeps } from './account-deps';

/** The outcome of an activation: the registration's status now. */
export interface Activation {
  registrationStatus: UserRow['registration_status'];
}

/** Confirms `user`'s e-mail inside `trx` and runs the review when it is due. */
export async function activateAccount(
  deps: Pick<AccountDeps, 'compliance' | 'clock' | 'outbox'>,
  trx: Kysely<Database>,
  user: UserRow,
  brand: string,
): Promise<Activation> {
  const accounts = createAccountRepository(trx);
  const confirmedNow = await accounts.confirmEmail(user.id, deps.clock());
  if (!confirmedNow || user.registration_status !== 'PENDING') {
    return { registrationStatus: user.registration_status };
  }
  const document = user.cpf ?? user.cnpj ?? '';
  const decision = await deps.compliance.review({
    userId: user.id,
    personType: user.person_type,
    name: user.name,
    document,
  });
  if (decision !== 'PENDING') await accounts.setRegistrationStatus(user.id, decision);
  const limit = decision === 'APPROVED' ? initialOperationalLimit(user.person_type) : undefined;
  if (limit !== undefined) await accounts.grantLimit(user.id, limit);
  await deps.outbox.enqueue(
    renderMail(
      user.email,
      { kind: 'registration-review', name: user.name, status: decision },
      user.locale as Locale,
      brand,
    ),
    trx,
  );
  return { registrationStatus: decision };
}
