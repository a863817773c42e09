/**
 * The receipt instructions of an inbound operation (spec operations §1, §2.5; issue 16): the
 * SWIFT fields 56, 57, 59 and 70 the foreign payer's bank needs, filled from the correspondent's
 * receiving bank (`receiving_banks`) and the operation's own payment reference — issued here on
 * first use, the same reference a bank notification is matched by (`PaymentService.
 * paymentReceived({ reference })`).
 *
 * Only the caller's own inbound operation (another's, or an outbound one: NOT_FOUND), and only
 * while money can still arrive for it: a canceled, failed or expired operation answers
 * OPERATION_NOT_AWAITING_PAYMENT, so nobody wires money to a dead operation.
 * @module
 */
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../../src/contracts/auth';
import type { InboundInstructions } from '../../../src/contracts/inbound-instructions';
import { toWireMoney } from '../../../src/domain/money/money';
import type { CurrencyCode } from '../../../src/domain/pricing/currencies';
import { createReceivingBankRepository } from '../../db/repositories/receiving-bank-repository';
import { createRemittancePaymentRepository } from '../../db/repositories/remittance-payment-repository';
import { createRemittanceRepository } from '../../db/repositories/remittance-repository';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { newPaymentReference } from '../payments/payment-service';

/** The statuses in which no money can arrive any more. */
const CLOSED_STATUSES = [
  'CANCELED',
  'FAILED',
  'INBOUND_PAYMENT_LINK_EXPIRED',
  'RETURNED',
  'SETTLEMENT_FAILED',
];

/** The width of a line of a SWIFT narrative field (field 70: 4 lines of 35). */
const SWIFT_LINE = 35;

/**
 * Field 70's lines: `/REF/{reference}` and `FFC {name}`, in the SWIFT character set (letters,
 * digits, space and `/-?:().,'+`; accents dropped), each at most 35 characters.
 */
export function remittanceInformation(reference: string, finalBeneficiary: string): string[] {
  const swiftText = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9 /\-?:().,'+]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .toUpperCase();
  return [`/REF/${reference}`, `FFC ${swiftText(finalBeneficiary)}`.slice(0, SWIFT_LINE).trim()];
}

/** Reads receipt instructions. */
export interface InboundInstructionsService {
  /**
   * The instructions of the caller's inbound operation `id` under `correspondentId`.
   * @throws AppError NOT_FOUND, OPERATION_NOT_AWAITING_PAYMENT, SERVICE_UNAVAILABLE (no
   * receiving bank configured)
   */
  instructions(user: AuthUser, correspondentId: number, id: number): Promise<InboundInstructions>;
}

/** Creates the instructions service. */
export function createInboundInstructionsService(deps: {
  db: Kysely<Database>;
}): InboundInstructionsService {
  const { db } = deps;
  return {
    async instructions(user, correspondentId, id) {
      const payments = createRemittancePaymentRepository(db);
      const row = await payments.findOwned(user.id, correspondentId, id);
      if (row?.kind !== 'INBOUND') throw new AppError('NOT_FOUND');
      if (CLOSED_STATUSES.includes(row.status)) {
        throw new AppError('OPERATION_NOT_AWAITING_PAYMENT');
      }
      const bank = await createReceivingBankRepository(db).findFor(correspondentId);
      if (bank === undefined) {
        throw new AppError('SERVICE_UNAVAILABLE', { cause: 'no receiving bank configured' });
      }
      const customer = await createRemittanceRepository(db).findCustomer(user.id);
      const finalBeneficiary = customer?.name ?? user.name;
      // One statement: two first calls at once answer the same reference.
      const reference = await payments.issueReference(row.id, newPaymentReference(row.id));
      return {
        operationId: row.id,
        reference,
        amount: toWireMoney({
          minor: Number(row.foreign_amount_minor),
          currency: row.currency as CurrencyCode,
        }),
        finalBeneficiary,
        field56:
          bank.intermediary_swift === null
            ? null
            : {
                swiftCode: bank.intermediary_swift,
                name: bank.intermediary_name ?? '',
                address: bank.intermediary_address ?? '',
                account: bank.intermediary_account,
              },
        field57: {
          swiftCode: bank.bank_swift,
          name: bank.bank_name,
          address: bank.bank_address,
          account: null,
        },
        field59: {
          account: bank.account_number,
          name: bank.holder_name,
          address: bank.holder_address,
        },
        field70: remittanceInformation(reference, finalBeneficiary),
        sandbox: bank.sandbox,
      };
    },
  };
}
