/**
 * Paying an operation (spec operations §2.5, §4.3, §4.6, §7.4; design §4; issue 5):
 *
 * - {@link PaymentService.paymentData}: how the caller pays one of their operations awaiting
 *   payment, by its payment method: DYNAMIC_PIX a single-use BR Code (the receiver's PIX key,
 *   the BRL amount, the operation's own txid, CRC16) with its QR image; PIX the key to pay by
 *   hand (with the same code and its QR image); TED the receiver's bank account; PICPAY the wallet provider's
 *   charge. The receiver is the correspondent's, else the platform's (`payment_receivers`).
 *   After the payment deadline: QR_CODE_EXPIRED ('Your QR code has expired!'); an operation not
 *   awaiting payment: OPERATION_NOT_AWAITING_PAYMENT; a card operation: PAYMENT_DATA_NOT_AVAILABLE.
 * - {@link PaymentService.paymentReceived}: the payment arrived — what a PIX or bank
 *   notification adapter calls (by the operation's reference, the BR Code's txid) and what the
 *   sandbox helper calls (by id). One transaction with the row locked: AWAITING_PAYMENT and
 *   before its deadline → PAYMENT_APPROVED with its event, and the lifecycle's next step
 *   scheduled; an operation already paid answers as it is (idempotent: no second event);
 *   anything else is refused (PAYMENT_EXPIRED, OPERATION_NOT_AWAITING_PAYMENT).
 * - {@link PaymentService.payAsOwner}: the sandbox helper's check that the operation is the
 *   caller's (404 otherwise), then the above.
 * @module
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../../src/contracts/auth';
import type { PaymentData, PaymentReceipt } from '../../../src/contracts/payments';
import { toWireMoney } from '../../../src/domain/money/money';
import { pixQrExpiresAt } from '../../../src/domain/operations/expiries';
import { buildStaticBrCode } from '../../../src/domain/pix/br-code';
import { isPixKeyType } from '../../../src/domain/pix/pix-key';
import {
  createRemittancePaymentRepository,
  type RemittancePaymentRepository,
} from '../../db/repositories/remittance-payment-repository';
import type { Database, RemittanceRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { WalletProvider } from '../../providers/wallet/wallet-provider';
import type { Clock } from '../clock';
import type { InboundNotices } from '../remittances/inbound-notices';
import { expectedDeliveryOf } from '../paper-money/paper-money-delivery-steps';
import { moveTo, nextStepAt, type LifecycleStatus } from '../remittances/remittance-lifecycle';
import { qrPngDataUrl } from './qr-image';

/** How a payment is matched to its operation. */
export type PaymentMatch = { remittanceId: number } | { reference: string };

/** Paying operations. */
export interface PaymentService {
  /**
   * The payment data of the caller's operation `id` (theirs, under `correspondentId`).
   * @throws AppError NOT_FOUND (not the caller's document or operation), QR_CODE_EXPIRED,
   * OPERATION_NOT_AWAITING_PAYMENT, PAYMENT_DATA_NOT_AVAILABLE, SERVICE_UNAVAILABLE (no receiver)
   */
  paymentData(
    user: AuthUser,
    correspondentId: number,
    params: { document: string; id: number },
  ): Promise<PaymentData>;
  /**
   * The payment of an operation was received (a provider's notification, or the sandbox).
   * @throws AppError NOT_FOUND, PAYMENT_EXPIRED, OPERATION_NOT_AWAITING_PAYMENT
   */
  paymentReceived(match: PaymentMatch): Promise<PaymentReceipt>;
  /** {@link paymentReceived} for the caller's own operation `id` (NOT_FOUND otherwise). */
  payAsOwner(user: AuthUser, correspondentId: number, id: number): Promise<PaymentReceipt>;
}

/** Length of an operation's payment reference: a static BR Code's txid holds 25 at most. */
const REFERENCE_LENGTH = 25;
const REFERENCE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A fresh payment reference: `FX`, the operation id in base 36 on 6 characters (every id of the
 * serial column fits; unique by itself), then random letters and digits up to 25 characters (not
 * guessable from the id).
 */
export function newPaymentReference(id: number): string {
  const head = `FX${id.toString(36).toUpperCase().padStart(6, '0')}`;
  const tail = Array.from(randomBytes(REFERENCE_LENGTH - head.length), (byte) =>
    REFERENCE_ALPHABET.charAt(byte % REFERENCE_ALPHABET.length),
  ).join('');
  return head + tail;
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/** Whether the operation's payment deadline has passed at `now` (the deadline counts as past). */
function expired(row: RemittanceRow, now: Date): boolean {
  return row.payment_expires_at !== null && now >= new Date(row.payment_expires_at);
}

function receiptOf(row: RemittanceRow, status: LifecycleStatus, paidAt: Date, changed: boolean) {
  return { id: row.id, status: { key: status }, paidAt: paidAt.toISOString(), changed };
}

/** Creates the payment service. */
export function createPaymentService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  wallet: WalletProvider;
  /** Milliseconds to the lifecycle's first step after payment; undefined: no automatic step. */
  lifecycleStepMs: number | undefined;
  /** Queues an inbound customer's "payment received" e-mail (issue 16). */
  notices?: InboundNotices;
}): PaymentService {
  const { db, clock, wallet, lifecycleStepMs } = deps;

  async function receive(
    trx: Kysely<Database>,
    repository: RemittancePaymentRepository,
    row: RemittanceRow | undefined,
  ): Promise<PaymentReceipt> {
    if (row === undefined) throw new AppError('NOT_FOUND');
    if (row.paid_at !== null) {
      return receiptOf(row, row.status as LifecycleStatus, new Date(row.paid_at), false);
    }
    if (row.status !== 'AWAITING_PAYMENT') throw new AppError('OPERATION_NOT_AWAITING_PAYMENT');
    const now = clock();
    if (expired(row, now)) throw new AppError('PAYMENT_EXPIRED');
    // Inbound: the payer's money (the wire of the bank path) was received (issue 16).
    const to = row.kind === 'INBOUND' ? 'RECEIVED_INBOUND' : 'PAYMENT_APPROVED';
    // Paper money by shipment or shop: the day the notes are expected (spec §9.7; issue 17).
    const expectedDeliveryDate = expectedDeliveryOf(row, now);
    await moveTo(repository, row, to, {
      at: now,
      next: nextStepAt(now, lifecycleStepMs),
      paidAt: now,
      ...(expectedDeliveryDate === undefined ? {} : { expectedDeliveryDate }),
    });
    if (to === 'RECEIVED_INBOUND') await deps.notices?.entered(trx, row, to);
    return receiptOf(row, to, now, true);
  }

  return {
    async paymentData(user, correspondentId, { document, id }) {
      if (document !== (user.cpf ?? user.cnpj)) throw new AppError('NOT_FOUND');
      const repository = createRemittancePaymentRepository(db);
      const row = await repository.findOwned(user.id, correspondentId, id);
      if (row === undefined) throw new AppError('NOT_FOUND');
      const now = clock();
      // An operation left unpaid past its deadline: the QR code expired (the job may already
      // have canceled it for that very reason).
      if (
        row.paid_at === null &&
        expired(row, now) &&
        // CANCELLED: paper money's spelling (issue 17).
        (row.status === 'AWAITING_PAYMENT' ||
          row.status === 'CANCELED' ||
          row.status === 'CANCELLED')
      ) {
        throw new AppError('QR_CODE_EXPIRED');
      }
      if (row.status !== 'AWAITING_PAYMENT') throw new AppError('OPERATION_NOT_AWAITING_PAYMENT');
      // A card pays nothing to the receiver; an inbound operation is paid by the foreign payer.
      if (row.payment_method === 'CREDIT_CARD' || row.kind === 'INBOUND') {
        throw new AppError('PAYMENT_DATA_NOT_AVAILABLE');
      }
      const receiver = await repository.findReceiver(correspondentId);
      if (receiver === undefined) {
        throw new AppError('SERVICE_UNAVAILABLE', { cause: 'no payment receiver configured' });
      }
      const amountCents = Number(row.total_brl_cents);
      const amount = toWireMoney({ minor: amountCents, currency: 'BRL' });
      // Created awaiting payment, an operation has its deadline; otherwise 30 minutes from its
      // creation (design §4) is shown.
      const expiresAt = iso(
        row.payment_expires_at ?? new Date(pixQrExpiresAt(new Date(row.created_at).getTime())),
      );
      const reference = await repository.issueReference(row.id, newPaymentReference(row.id));
      const brCode = () =>
        buildStaticBrCode({
          pixKey: receiver.pix_key,
          merchantName: receiver.holder_name,
          merchantCity: receiver.holder_city,
          amountCents,
          txid: reference,
          singleUse: true,
        });

      switch (row.payment_method) {
        case 'DYNAMIC_PIX': {
          const code = brCode();
          return {
            method: 'DYNAMIC_PIX',
            amount,
            brCode: code,
            qrCodeImage: await qrPngDataUrl(code),
            txid: reference,
            expiresAt,
          };
        }
        case 'PIX': {
          if (!isPixKeyType(receiver.pix_key_type)) {
            throw new AppError('SERVICE_UNAVAILABLE', { cause: 'receiver PIX key type' });
          }
          // The QR encodes exactly the copy-paste code shown beside it (issue 19, item 7).
          const code = brCode();
          return {
            method: 'PIX',
            amount,
            pixKey: receiver.pix_key,
            pixKeyType: receiver.pix_key_type,
            beneficiaryName: receiver.holder_name,
            brCode: code,
            qrCodeImage: await qrPngDataUrl(code),
            txid: reference,
            expiresAt,
          };
        }
        case 'TED':
          return {
            method: 'TED',
            amount,
            bankName: receiver.bank_name,
            bankCode: receiver.bank_code,
            branch: receiver.branch,
            accountNumber: receiver.account_number,
            accountType: receiver.account_type,
            holderName: receiver.holder_name,
            holderDocument: receiver.holder_document,
            expiresAt,
          };
        case 'PICPAY': {
          const charge = await wallet.charge({
            reference,
            amountCents,
            expiresAt: new Date(expiresAt),
            description: `Operation ${row.id}`,
          });
          return { method: 'PICPAY', amount, ...charge, expiresAt };
        }
        default:
          throw new AppError('PAYMENT_DATA_NOT_AVAILABLE');
      }
    },

    async paymentReceived(match) {
      return db.transaction().execute(async (trx) => {
        const repository = createRemittancePaymentRepository(trx);
        const row =
          'reference' in match
            ? await repository.lockByReference(match.reference)
            : await repository.lockById(match.remittanceId);
        return receive(trx, repository, row);
      });
    },

    async payAsOwner(user, correspondentId, id) {
      return db.transaction().execute(async (trx) => {
        const repository = createRemittancePaymentRepository(trx);
        return receive(
          trx,
          repository,
          await repository.findOwned(user.id, correspondentId, id, true),
        );
      });
    },
  };
}
