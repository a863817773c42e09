/**
 * The sandbox's receiving banks (spec operations §2.5; issue 16): where sandbox customers' foreign
 * payers are told to wire the money of the bank path. Every value is made up and marked
 * `sandbox`: the BICs use the test country code `ZZ` (unassigned by ISO 3166, so SWIFT routes
 * nothing to it), the account numbers say SANDBOX, and the names say Sandbox; in the sandbox a
 * wire is marked received with `POST /api/sandbox/operations/{id}/pay`. Production writes its own
 * rows.
 * @module
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database, ReceivingBanksTable } from '../schema';

/** demo's (id 1) sandbox receiving bank. */
export const SANDBOX_DEMO_RECEIVING_BANK = {
  correspondent_id: 1,
  intermediary_swift: 'SBXNZZ33XXX',
  intermediary_name: 'Sandbox Intermediary Bank N.A.',
  intermediary_address: '1 Sandbox Plaza, New York, NY 10004, United States',
  intermediary_account: 'SANDBOX-36001234',
  bank_swift: 'SBXBZZSPXXX',
  bank_name: 'Banco Sandbox FX S.A.',
  bank_address: 'Av. Paulista 1000, São Paulo, SP 01310-100, Brasil',
  account_number: 'BR00SANDBOX0000000000001C1',
  holder_name: 'FX Plataforma Sandbox',
  holder_address: 'Av. Paulista 1000, São Paulo, SP 01310-100, Brasil',
  sandbox: true,
} as const satisfies Insertable<ReceivingBanksTable>;

/** aurora's (id 2) own sandbox receiving bank, at another beneficiary bank. */
export const SANDBOX_AURORA_RECEIVING_BANK = {
  correspondent_id: 2,
  intermediary_swift: 'SBXNZZ33XXX',
  intermediary_name: 'Sandbox Intermediary Bank N.A.',
  intermediary_address: '1 Sandbox Plaza, New York, NY 10004, United States',
  intermediary_account: 'SANDBOX-36005678',
  bank_swift: 'SBXCZZPRXXX',
  bank_name: 'Banco Sandbox Sul S.A.',
  bank_address: 'Rua XV de Novembro 500, Curitiba, PR 80020-310, Brasil',
  account_number: 'BR00SANDBOX0000000000002C1',
  holder_name: 'Aurora Cambio Sandbox',
  holder_address: 'Rua XV de Novembro 500, Curitiba, PR 80020-310, Brasil',
  sandbox: true,
} as const satisfies Insertable<ReceivingBanksTable>;

/** The sandbox receiving banks. */
export const SANDBOX_RECEIVING_BANKS: Insertable<ReceivingBanksTable>[] = [
  SANDBOX_DEMO_RECEIVING_BANK,
  SANDBOX_AURORA_RECEIVING_BANK,
];

/** Inserts the sandbox receiving banks. */
export async function insertSandboxReceivingBanks(trx: Kysely<Database>): Promise<void> {
  await trx.insertInto('receiving_banks').values(SANDBOX_RECEIVING_BANKS).execute();
}
