import { describe, expect, test } from 'vitest';
import {
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  OperationDetailSchema,
  PurposeSectionInputSchema,
  RemittanceCreateBodySchema,
  RemittanceCreateHeadersSchema,
  RemittanceOperationSchema,
  ReportListQuerySchema,
  ReportListSchema,
} from '../../../src/contracts/remittances';
import { PaymentDataSchema, PaymentParamsSchema } from '../../../src/contracts/payments';
import { buildStaticBrCode } from '../../../src/domain/pix/br-code';
import { isCatalogueKey, issuesOf } from './fixtures';
import { remittance } from './operation-fixtures';

const brl = (value: number) => ({ value, divisor: 100, precision: 2, currency: 'BRL' });
const usd = (value: number) => ({ value, divisor: 100, precision: 2, currency: 'USD' });

describe('POST /v1/remittances/ (spec operations §3.17)', () => {
  test('accepts a remittance to a beneficiary paid by dynamic PIX', () => {
    expect(issuesOf(RemittanceCreateBodySchema.safeParse(remittance))).toEqual([]);
  });

  test('accepts a company’s remittance to its own account abroad', () => {
    const own = {
      ...remittance,
      clientCpf: null,
      clientCnpj: '11.222.333/0001-81',
      receiverId: null,
      serviceInfo: { id: 'AVAILABILITY' },
    };
    expect(issuesOf(RemittanceCreateBodySchema.safeParse(own))).toEqual([]);
  });

  test('accepts an INVESTMENTS remittance to a broker', () => {
    const investment = {
      ...remittance,
      accountId: null,
      receiverId: null,
      investmentBrokerId: 3,
      serviceInfo: { id: 'INVESTMENTS' },
    };
    expect(issuesOf(RemittanceCreateBodySchema.safeParse(investment))).toEqual([]);
  });

  test.each<[Record<string, unknown>, [string, string][], string]>([
    [{ termsAccepted: false }, [['termsAccepted', 'validation.terms']], 'terms not agreed'],
    [{ termsAccepted: undefined }, [['termsAccepted', 'validation.terms']], 'no terms flag'],
    [{ documents: [] }, [['documents', 'validation.purpose.documents']], 'no document'],
    [{ reason: ' ' }, [['reason', 'validation.required']], 'no reason'],
    [{ quotationId: '' }, [['quotationId', 'validation.required']], 'no quotation'],
    [
      { receiverId: null },
      [['', 'validation.remittance.beneficiary']],
      'maintenance without a beneficiary',
    ],
    [
      { serviceInfo: { id: 'INVESTMENTS' } },
      [['', 'validation.remittance.broker']],
      'investments without a broker',
    ],
    [
      { serviceInfo: { id: 'AVAILABILITY' }, accountId: null },
      [['', 'validation.remittance.account']],
      'availability without an account',
    ],
    [{ clientCpf: null }, [['clientCpf', 'validation.remittance.client']], 'no client document'],
    [
      { clientCnpj: '11.222.333/0001-81' },
      [['clientCpf', 'validation.remittance.client']],
      'both documents',
    ],
    [{ clientCpf: '529.982.247-24' }, [['clientCpf', 'validation.cpf']], 'a bad CPF'],
    [
      { payment: { method: 'BOLETO' } },
      [['payment.method', 'validation.required']],
      'an unknown payment method',
    ],
  ])('refuses %j (%s)', (change, expected) => {
    const result = RemittanceCreateBodySchema.safeParse({ ...remittance, ...change });
    expect(issuesOf(result)).toEqual(expected);
    for (const [, message] of expected) expect(isCatalogueKey(message)).toBe(true);
  });

  test('the Idempotency-Key header is required and well formed', () => {
    expect(IDEMPOTENCY_KEY_HEADER).toBe('idempotency-key');
    expect(
      RemittanceCreateHeadersSchema.safeParse({
        'idempotency-key': '3f1c2a5e-8b9d-4e7f-a6b5-0c1d2e3f4a5b',
      }).success,
    ).toBe(true);
    expect(issuesOf(RemittanceCreateHeadersSchema.safeParse({}))).toEqual([
      ['idempotency-key', 'validation.idempotencyKey'],
    ]);
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(65), 'ação-1234']) {
      expect(IdempotencyKeySchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('the purposeCode section (spec operations §2.4, §5.3)', () => {
  const purpose = {
    type: 'STUDIES',
    description: 'Mensalidade da universidade',
    acknowledged: true,
    numberedPurpose: 430,
    documents: ['52998224725-remittance.pdf'],
  };

  test('accepts a nature, a description, the acknowledgement and a numbered purpose', () => {
    expect(issuesOf(PurposeSectionInputSchema.safeParse(purpose))).toEqual([]);
  });

  test.each<[Record<string, unknown>, [string, string][]]>([
    [{ acknowledged: false }, [['acknowledged', 'validation.mustBeTrue']]],
    [{ description: '' }, [['description', 'validation.required']]],
    [{ documents: [] }, [['documents', 'validation.purpose.documents']]],
  ])('refuses %j', (change, expected) => {
    expect(issuesOf(PurposeSectionInputSchema.safeParse({ ...purpose, ...change }))).toEqual(
      expected,
    );
  });

  test('only the numbered purposes of the spec are accepted', () => {
    expect(PurposeSectionInputSchema.safeParse({ ...purpose, numberedPurpose: 431 }).success).toBe(
      false,
    );
  });
});

describe('answers', () => {
  test('the creation answer (spec operations §3.16)', () => {
    const answer = {
      id: 41,
      type: 'OUTBOUND',
      status: { key: 'AWAITING_PAYMENT' },
      client: { cpf: '52998224725', cnpj: null, name: 'Ana Maria Souza' },
      serverTime: '2026-03-02T12:00:00.000Z',
      total: brl(543_210),
      paymentMethod: 'DYNAMIC_PIX',
      paymentExpiresAt: '2026-03-02T12:30:00.000Z',
    };
    expect(RemittanceOperationSchema.parse(answer).status.key).toBe('AWAITING_PAYMENT');
    expect(
      RemittanceOperationSchema.safeParse({ ...answer, status: { key: 'DELIVERED' } }).success,
    ).toBe(false);
  });

  test('the detail carries the timeline and the payment deadline', () => {
    const nulls = Object.fromEntries(
      [
        'sendingReason',
        'beneficiaryName',
        'beneficiaryAddress',
        'beneficiaryBank',
        'beneficiaryCountry',
        'beneficiaryAccount',
        'beneficiaryAccountCode',
        'receiverName',
        'receiverDocument',
        'requesterName',
        'moneyGramId',
        'moneygramReferenceNumber',
        'deliveryType',
        'pixKey',
        'tribute',
        'taxFee',
        'deliveryAddress',
        'cardAddress',
        'cardExpirationDate',
        'cardNumber',
        'cardZipCode',
        'purposeAttachment',
        'purposeDescription',
        'credtCardTax',
        'creditCardTaxTotal',
        'cardPayment',
      ].map((key) => [key, null]),
    );
    const detail = {
      ...nulls,
      id: 41,
      type: 'OUTBOUND',
      status: 'COMPLETED',
      createdAt: '2026-03-02T12:00:00.000Z',
      serverTime: '2026-03-02T12:40:00.000Z',
      purposeCode: 'MAINTENANCE',
      paymentMethod: 'DYNAMIC_PIX',
      amount: usd(100_000),
      quotationTax: { value: 5_123_456, divisor: 1_000_000, precision: 6, currency: 'BRL' },
      quotationIOF: brl(17_932),
      quotationVET: { value: 53_028, divisor: 10_000, precision: 4, currency: 'BRL' },
      // The rate paid and what it is made of, from the stored quote (issue 19).
      rateFigures: {
        currency: {
          offer: { value: 5_123_456, divisor: 1_000_000, precision: 6, currency: 'BRL' },
          levelingRate: { value: 5_047_740, divisor: 1_000_000, precision: 6, currency: 'BRL' },
          spreadPercentage: 1.5,
        },
        tax: { iof: { total: brl(17_932), percentage: 3.5 }, bankFee: { total: brl(0) } },
        deliveryFee: { total: brl(0) },
        discounts: { coupon: { total: brl(0) } },
        vet: { value: 53_028, divisor: 10_000, precision: 4, currency: 'BRL' },
        total: { withTax: brl(530_278) },
      },
      totalValue: brl(530_278),
      quotationTotalWithTaxes: usd(100_000),
      operationDate: '2026-03-02T12:00:00.000Z',
      beneficiaryName: 'Hans Peter Müller',
      purposeDocuments: [],
      events: [
        { status: 'AWAITING_PAYMENT', at: '2026-03-02T12:00:00.000Z' },
        { status: 'PAYMENT_APPROVED', at: '2026-03-02T12:05:00.000Z' },
        { status: 'PROCESSING', at: '2026-03-02T12:05:05.000Z' },
        { status: 'COMPLETED', at: '2026-03-02T12:05:10.000Z' },
      ],
      paymentExpiresAt: null,
    };
    expect(issuesOf(OperationDetailSchema.safeParse(detail))).toEqual([]);
  });

  test('a page of the history', () => {
    const page = {
      items: [
        {
          id: 41,
          status: 'COMPLETED',
          currency: 'EUR',
          country: 'DE',
          deliveryMethod: null,
          moneygramReferenceNumber: null,
          createdAt: '2026-03-02T12:00:00.000Z',
          invoiceId: 'FX-2026-000041',
          amount: { value: 100_000, divisor: 100, precision: 2, currency: 'EUR' },
        },
      ],
      page: 1,
      limit: 10,
      total: 1,
    };
    expect(ReportListSchema.parse(page).items).toHaveLength(1);
  });
});

describe('the history query (spec operations §3.23, §7.3)', () => {
  test('accepts paging, the direction and every filter', () => {
    const query = ReportListQuerySchema.parse({
      page: '2',
      limit: '20',
      type: 'outbound',
      'quotation.purposeCode': 'MAINTENANCE',
      status: 'COMPLETED',
      currency: 'EUR',
      country: 'DE',
      startDate: '2026-01-01',
      endDate: '2026-03-31',
    });
    expect(query.page).toBe(2);
    expect(query.limit).toBe(20);
  });

  test.each<[Record<string, unknown>, string]>([
    [{ page: '0' }, 'page'],
    [{ limit: '101' }, 'limit'],
    [{ status: 'SHIPPED' }, 'status'],
    [{ startDate: '01/02/2026' }, 'startDate'],
    [{ startDate: '2026-02-31' }, 'startDate'],
    [{ endDate: '0000-00-00' }, 'endDate'],
    [{ endDate: '2026-13-01' }, 'endDate'],
  ])('refuses %j', (query, field) => {
    const result = ReportListQuerySchema.safeParse(query);
    expect(issuesOf(result).map(([path]) => path)).toEqual([field]);
  });

  test('refuses a start date after the end date', () => {
    expect(
      issuesOf(ReportListQuerySchema.safeParse({ startDate: '2026-03-31', endDate: '2026-01-01' })),
    ).toEqual([['endDate', 'validation.dateRange']]);
  });
});

describe('payment data (spec operations §7.4)', () => {
  const brCode = buildStaticBrCode({
    merchantName: 'Demo Câmbio',
    merchantCity: 'São Paulo',
    pixKey: '11222333000181',
    amountCents: 543_210,
    txid: 'FX41',
    singleUse: true,
  });

  test('dynamic PIX: the BR Code, its image, the txid and the 30-minute deadline', () => {
    const parsed = PaymentDataSchema.parse({
      method: 'DYNAMIC_PIX',
      amount: brl(543_210),
      brCode,
      qrCodeImage: 'data:image/png;base64,iVBORw0KGgo=',
      txid: 'FX41',
      expiresAt: '2026-03-02T12:30:00.000Z',
    });
    expect(parsed.method).toBe('DYNAMIC_PIX');
  });

  test('TED: the bank data to transfer to', () => {
    expect(
      PaymentDataSchema.safeParse({
        method: 'TED',
        amount: brl(543_210),
        bankName: 'Banco do Brasil',
        bankCode: '001',
        branch: '1234',
        accountNumber: '56789-0',
        accountType: 'ch',
        holderName: 'Demo Câmbio Ltda',
        holderDocument: '11222333000181',
        expiresAt: '2026-03-03T12:00:00.000Z',
      }).success,
    ).toBe(true);
  });

  test('a method without its data is refused', () => {
    expect(PaymentDataSchema.safeParse({ method: 'TED', amount: brl(1) }).success).toBe(false);
    expect(PaymentDataSchema.safeParse({ method: 'CREDIT_CARD', amount: brl(1) }).success).toBe(
      false,
    );
  });

  test('the path carries the document and the operation id', () => {
    expect(PaymentParamsSchema.parse({ document: '52998224725', id: '41' }).id).toBe(41);
  });
});
