/**
 * The sandbox's payment receivers (design §4 "sandbox helpers"): where sandbox customers are
 * told to pay. The platform's receiver serves every correspondent without its own; `aurora`
 * (id 2) has its own, to show the per-correspondent set-up. The PIX keys are random keys (EVP)
 * that exist in no DICT and the bank code 999 belongs to no bank, so nobody can pay them by
 * mistake; in the sandbox a payment is marked received with `POST /api/sandbox/operations/{id}/pay`.
 * Production writes its own rows.
 * @module
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database, PaymentReceiversTable } from '../schema';

/** The platform's sandbox receiver (every correspondent without its own). */
export const SANDBOX_PLATFORM_RECEIVER = {
  correspondent_id: null,
  pix_key: '5f1f2b8e-3c4d-4e6f-8a9b-0c1d2e3f4a5b',
  pix_key_type: 'hash',
  holder_name: 'FX Plataforma Sandbox',
  holder_city: 'Sao Paulo',
  holder_document: '77888999000181',
  bank_code: '999',
  bank_name: 'Banco Sandbox FX',
  branch: '0001',
  account_number: '123456-7',
  account_type: 'ch',
} as const satisfies Insertable<PaymentReceiversTable>;

/** aurora's own sandbox receiver. */
export const SANDBOX_AURORA_RECEIVER = {
  correspondent_id: 2,
  pix_key: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  pix_key_type: 'hash',
  holder_name: 'Aurora Cambio Sandbox',
  holder_city: 'Curitiba',
  holder_document: '33666999000161',
  bank_code: '999',
  bank_name: 'Banco Sandbox FX',
  branch: '0002',
  account_number: '765432-1',
  account_type: 'ch',
} as const satisfies Insertable<PaymentReceiversTable>;

/** The sandbox receivers. */
export const SANDBOX_PAYMENT_RECEIVERS: Insertable<PaymentReceiversTable>[] = [
  SANDBOX_PLATFORM_RECEIVER,
  SANDBOX_AURORA_RECEIVER,
];

/** Inserts the sandbox payment receivers. */
export async function insertSandboxPaymentReceivers(trx: Kysely<Database>): Promise<void> {
  await trx.insertInto('payment_receivers').values(SANDBOX_PAYMENT_RECEIVERS).execute();
}
