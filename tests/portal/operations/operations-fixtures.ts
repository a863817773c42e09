/**
 * Fixtures of the operations screens' tests: payment data by method, history pages and an
 * operation's detail, as the API answers them (money as `{value, divisor, precision, currency}`).
 * @module
 */
import type * as z from 'zod/mini';
import type {
  DynamicPixPaymentSchema,
  PaymentData,
  PixPaymentSchema,
} from '../../../src/contracts/payments';
import type { WireRateFigures } from '../../../src/contracts/rate-figures';
import type {
  OperationDetail,
  RemittanceOperation,
  ReportList,
  ReportListItem,
} from '../../../src/contracts/remittances';

const brl = (value: number) => ({ value, divisor: 100, precision: 2, currency: 'BRL' });
const usd = (value: number) => ({ value, divisor: 100, precision: 2, currency: 'USD' });
const rate = (value: number) => ({ value, divisor: 1_000_000, precision: 6, currency: 'BRL' });

const vet = (value: number) => ({ value, divisor: 10_000, precision: 4, currency: 'BRL' });

/** Figures of a rate breakdown (BRL cents; rates ×10^6, the VET ×10^4), as an operation stores them. */
export function rateFiguresFixture(f: {
  offer: number;
  mid: number;
  spread: number;
  iof: number;
  iofPercentage: number;
  bankFee: number;
  deliveryFee?: number;
  vet: number;
  total: number;
}): WireRateFigures {
  return {
    currency: { offer: rate(f.offer), levelingRate: rate(f.mid), spreadPercentage: f.spread },
    tax: {
      iof: { total: brl(f.iof), percentage: f.iofPercentage },
      bankFee: { total: brl(f.bankFee) },
    },
    deliveryFee: { total: brl(f.deliveryFee ?? 0) },
    discounts: { coupon: { total: brl(0) } },
    vet: vet(f.vet),
    total: { withTax: brl(f.total) },
  };
}

/** An ISO instant `ms` from now. */
export function fromNow(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}

/** A 1x1 transparent PNG. */
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A dynamic PIX payment of R$ 5.432,10 expiring in `ms`. */
export function dynamicPixFixture(ms = 30 * 60 * 1000): z.infer<typeof DynamicPixPaymentSchema> {
  return {
    method: 'DYNAMIC_PIX',
    amount: brl(543210),
    brCode: '00020126580014br.gov.bcb.pix0136demo-key520400005303986540554321.005802BR6304ABCD',
    qrCodeImage: PNG,
    txid: 'OP42',
    expiresAt: fromNow(ms),
  };
}

/** A static PIX payment (the product's key, its BR Code and that code's QR image). */
export function pixFixture(ms = 30 * 60 * 1000): z.infer<typeof PixPaymentSchema> {
  return {
    method: 'PIX',
    amount: brl(543210),
    pixKey: 'pix@demo.test',
    pixKeyType: 'email',
    beneficiaryName: 'Demo Câmbio Ltda',
    brCode:
      '00020126360014br.gov.bcb.pix0114pix@demo.test520400005303986540554321.005802BR6304EF01',
    qrCodeImage: PNG,
    txid: 'OP42',
    expiresAt: fromNow(ms),
  };
}

/** A payment through the wallet provider (PicPay). */
export function walletFixture(ms = 30 * 60 * 1000): PaymentData {
  return {
    method: 'PICPAY',
    amount: brl(543210),
    paymentUrl: 'https://wallet.example/pay/OP42',
    qrCodeImage: PNG,
    expiresAt: fromNow(ms),
  };
}

/** A TED payment. */
export function tedFixture(): PaymentData {
  return {
    method: 'TED',
    amount: brl(543210),
    bankName: 'Banco Demo S.A.',
    bankCode: '341',
    branch: '0001',
    accountNumber: '12345-6',
    accountType: 'ch',
    holderName: 'Demo Câmbio Ltda',
    holderDocument: '11222333000181',
    expiresAt: fromNow(24 * 60 * 60 * 1000),
  };
}

/** A history row. */
export function reportItemFixture(overrides: Partial<ReportListItem> = {}): ReportListItem {
  return {
    id: 42,
    status: 'AWAITING_PAYMENT',
    currency: 'USD',
    country: 'US',
    deliveryMethod: null,
    moneygramReferenceNumber: null,
    createdAt: '2026-11-22T17:05:00.000Z',
    invoiceId: null,
    amount: usd(100000),
    ...overrides,
  };
}

/** A history page. */
export function reportListFixture(
  items: ReportListItem[],
  total = items.length,
  page = 1,
): ReportList {
  return { items, page, limit: 10, total };
}

/** An outbound operation's detail, awaiting payment by dynamic PIX. */
export function detailFixture(overrides: Partial<OperationDetail> = {}): OperationDetail {
  return {
    id: 42,
    type: 'OUTBOUND',
    status: 'AWAITING_PAYMENT',
    createdAt: '2026-11-22T17:05:00.000Z',
    serverTime: new Date().toISOString(),
    purposeCode: 'MAINTENANCE',
    paymentMethod: 'DYNAMIC_PIX',
    amount: usd(100000),
    quotationTax: rate(5_321_500),
    quotationIOF: brl(5853),
    quotationVET: rate(5_432_100),
    // The figures the detail shows beside the §3.22 fields above (the same rate, VET and total).
    rateFigures: rateFiguresFixture({
      offer: 5_321_500,
      mid: 5_242_900,
      spread: 1.5,
      iof: 5853,
      iofPercentage: 1.1,
      bankFee: 3000,
      vet: 54_321,
      total: 543210,
    }),
    totalValue: brl(543210),
    quotationTotalWithTaxes: usd(100000),
    credtCardTax: null,
    creditCardTaxTotal: null,
    cardPayment: null,
    operationDate: '2026-11-22T17:05:00.000Z',
    sendingReason: 'Family support',
    beneficiaryName: 'Hans Müller',
    beneficiaryAddress: 'Hauptstraße 1, Berlin',
    beneficiaryBank: 'Deutsche Bank',
    beneficiaryCountry: 'DE',
    beneficiaryAccount: 'DE89370400440532013000',
    beneficiaryAccountCode: 'DEUTDEFF',
    receiverName: null,
    receiverDocument: null,
    requesterName: 'Ana Cliente Demo',
    moneyGramId: null,
    moneygramReferenceNumber: null,
    deliveryType: null,
    pixKey: null,
    tribute: null,
    taxFee: brl(3000),
    deliveryAddress: null,
    cardAddress: null,
    cardExpirationDate: null,
    cardNumber: null,
    cardZipCode: null,
    purposeAttachment: 'uploads/7/abc/52998224725-remittance.pdf',
    purposeDescription: 'Family support',
    purposeDocuments: [
      {
        position: 1,
        name: '52998224725-remittance.pdf',
        contentType: 'application/pdf',
        uploadedAt: '2026-11-22T17:04:00.000Z',
      },
    ],
    events: [
      { status: 'CREATED', at: '2026-11-22T17:05:00.000Z' },
      { status: 'AWAITING_PAYMENT', at: '2026-11-22T17:05:01.000Z' },
    ],
    paymentExpiresAt: fromNow(30 * 60 * 1000),
    ...overrides,
  };
}

/** The operation the create call answered (the outcome pages read it from the checkout store). */
export function createdOperationFixture(
  status: RemittanceOperation['status']['key'],
): RemittanceOperation {
  return {
    id: 77,
    type: 'OUTBOUND',
    status: { key: status },
    client: { cpf: '52998224725', cnpj: null, name: 'Ana Cliente Demo' },
    serverTime: '2026-11-23T16:00:00.000Z',
    total: { value: 655551, divisor: 100, precision: 2, currency: 'BRL' },
    paymentMethod: 'DYNAMIC_PIX',
    paymentExpiresAt: null,
  };
}
