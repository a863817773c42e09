/**
 * What an operation's detail shows of its credit-card payments (spec operations §3.22; issue 18):
 * `cardPayment`, the latest attempt as `GET /v1/payments/{provider}/resource/{id}` answers it;
 * `credtCardTax` (the installment fee, spelled as the spec spells it) and `creditCardTaxTotal`
 * (the total with the fee), BRL, from the latest attempt that did not fail — a failed attempt
 * charged nothing, so its plan is not the operation's. All null for an operation not paid by
 * card, or without a payment yet; always null for an inbound operation (its payer's debit card
 * is a charge, not a card payment). The row → {@link CardPayment} mapping lives here, and the
 * payment service answers with it too.
 * @module
 */
import type { Kysely } from 'kysely';
import type { CardPayment } from '../../../src/contracts/card-payments';
import type { CardPaymentResult } from '../../../src/domain/card/card-payment';
import { cardTransactionStatus } from '../../../src/domain/operations/operation-status';
import { toWireMoney, type WireMoney } from '../../../src/domain/money/money';
import { createCardPaymentRepository } from '../../db/repositories/card-payment-repository';
import type { CardPaymentRow, Database, RemittanceRow } from '../../db/schema';

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** The API's answer of a stored card payment. */
export function cardPaymentOf(row: CardPaymentRow, operationStatus: string): CardPayment {
  const result: CardPaymentResult = row.status === 'PENDING' ? 'UNDER_REVIEW' : row.status;
  const word = row.provider_word ?? 'processing';
  return {
    id: row.id,
    resourceId: row.remittance_id,
    status: row.status === 'PENDING' ? 'PROCESSING' : cardTransactionStatus(word),
    result,
    code: row.code,
    operationStatus,
    brand: row.brand as CardPayment['brand'],
    last4: row.last4,
    installments: row.installments,
    installmentValue: Number(row.installment_cents),
    lastInstallmentValue: Number(row.last_installment_cents),
    interestValue: Number(row.interest_cents),
    amountRequested: Number(row.amount_requested_cents),
    total: Number(row.total_cents),
    createdAt: iso(row.created_at) as string,
    settledAt: iso(row.settled_at),
  };
}

/** The card fields of an operation's detail. */
export interface CardPaymentDetail {
  cardPayment: CardPayment | null;
  credtCardTax: WireMoney | null;
  creditCardTaxTotal: WireMoney | null;
}

const NONE: CardPaymentDetail = { cardPayment: null, credtCardTax: null, creditCardTaxTotal: null };

const brl = (cents: string | number | bigint): WireMoney =>
  toWireMoney({ minor: Number(cents), currency: 'BRL' });

/** The card fields of the operation `row`'s detail. */
export async function cardPaymentDetailOf(
  db: Kysely<Database>,
  row: RemittanceRow,
): Promise<CardPaymentDetail> {
  if (row.kind === 'INBOUND' || row.payment_method !== 'CREDIT_CARD') return NONE;
  const payments = createCardPaymentRepository(db);
  const [latest, charged] = await Promise.all([
    payments.latestOf(row.id),
    payments.latestNotFailedOf(row.id),
  ]);
  return {
    cardPayment: latest === undefined ? null : cardPaymentOf(latest, row.status),
    credtCardTax: charged === undefined ? null : brl(charged.interest_cents),
    creditCardTaxTotal: charged === undefined ? null : brl(charged.total_cents),
  };
}
