/**
 * The sandbox record "known without access" (issue 3): an approved individual registered without
 * a password, as a customer signed up at a counter would be, so the registration stepper's
 * invitation branch can be demonstrated — type the CPF 274.185.963-91 at the personal-data step,
 * and the set-password invitation goes to `convidado@demo.test` (read it in the sandbox mailbox).
 * Fictional person: `.test` e-mail (RFC 2606), CPF computed to pass the check digits.
 * @module
 */
import type { Kysely } from 'kysely';
import { INITIAL_INDIVIDUAL_LIMIT } from '../../../src/domain/limits/initial-limit';
import type { Database } from '../schema';

/** Id of the `demo` correspondent the record is linked to. */
const DEMO_CORRESPONDENT_ID = 1;

/** The invitation demo record, as the banner and docs/sandbox.md list it. */
export const SANDBOX_INVITATION_RECORD = {
  email: 'convidado@demo.test',
  // 274.185.963-91: check digits computed by `cpfCheckDigits` (src/domain/documents/cpf.ts).
  cpf: '27418596391',
  label: 'individual known without access (no password): the invitation branch',
} as const;

/** Inserts the record, its link to `demo` and its initial operational limit. */
export async function insertSandboxInvitationRecord(trx: Kysely<Database>): Promise<void> {
  const { id } = await trx
    .insertInto('users')
    .values({
      email: SANDBOX_INVITATION_RECORD.email,
      password_hash: null,
      name: 'Carlos Convidado Demo',
      person_type: 'PHYSICAL',
      cpf: SANDBOX_INVITATION_RECORD.cpf,
      cnpj: null,
      roles: ['customer'],
      birth_date: '1982-09-10',
      phone: '+5511987650004',
      registration_status: 'APPROVED',
      profession: 'Comerciante',
      income_cents: 850_000,
      indicator_id: DEMO_CORRESPONDENT_ID,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('user_correspondents')
    .values({ user_id: id, correspondent_id: DEMO_CORRESPONDENT_ID })
    .execute();
  await trx
    .insertInto('operational_limits')
    .values({
      user_id: id,
      period: INITIAL_INDIVIDUAL_LIMIT.period,
      limit_usd_cents: INITIAL_INDIVIDUAL_LIMIT.limitUsdCents,
      used_usd_cents: 0,
    })
    .execute();
}
