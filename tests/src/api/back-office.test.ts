import { describe, expect, test } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import type { CapitalLimitChange, LimitUpdateReview } from '../../../src/contracts/back-office';
import { createFakeFetch } from './fake-fetch';

const BASE = 'https://fx.example.com/api';

function client() {
  const fake = createFakeFetch();
  return { fake, api: createApiClient({ baseURL: BASE, fetch: fake.fetch }) };
}

const request: LimitUpdateReview = {
  queue: 'limit-updates',
  id: 7,
  status: 'PENDING',
  customer: {
    id: 3,
    name: 'Lia Limite',
    email: 'lia@demo.test',
    personType: 'PHYSICAL',
    document: '41024015000',
    registrationStatus: 'APPROVED',
  },
  correspondentId: 1,
  requestedLimitUsdCents: 5_000_000,
  limitAtRequestUsdCents: 1_000,
  currentLimitUsdCents: 1_000,
  usedUsdCents: 0,
  approvedLimitUsdCents: null,
  origin: 'Salário',
  documents: [
    {
      attachmentType: 'IDENTIFICATION',
      proofDocumentType: 'CNH',
      uploadId: 12,
      fileName: 'cnh.pdf',
      fileUrl: '/api/v1/back-office/documents/12/file',
    },
  ],
  decisionReason: null,
  createdAt: '2026-11-30T10:00:00.000Z',
  decidedAt: null,
};

describe('the operator console on the API client (backOffice)', () => {
  test('reads a limit-increase request of the limit-updates queue', async () => {
    const { fake, api } = client();
    fake.respond(200, request);
    expect(await api.backOffice.find('limit-updates', 7)).toEqual(request);
    expect(new URL(fake.requests[0]?.url ?? '').pathname).toBe(
      '/api/v1/back-office/limit-updates/7',
    );
  });

  test('approves with a granted limit', async () => {
    const { fake, api } = client();
    const decided = {
      queue: 'limit-updates',
      id: 7,
      status: 'APPROVED',
      decidedBy: 'Operador Demo',
      decidedAt: '2026-11-30T12:00:00.000Z',
    };
    fake.respond(200, decided);
    expect(
      await api.backOffice.approve('limit-updates', 7, { approvedLimitUsdCents: 2_000_000 }),
    ).toEqual(decided);
    expect(fake.requests[0]?.method).toBe('POST');
    expect(JSON.parse(fake.requests[0]?.body ?? '{}')).toEqual({
      approvedLimitUsdCents: 2_000_000,
    });
  });

  test("sets a company's capital limit with PUT", async () => {
    const { fake, api } = client();
    const change: CapitalLimitChange = {
      customerId: 9,
      period: 'CAPITAL_FINANCIAL',
      previousLimitUsdCents: null,
      limitUsdCents: 10_000_000,
      usedUsdCents: 0,
      releasedOperationIds: [],
      decidedBy: 'Operador Demo',
      decidedAt: '2026-11-30T12:00:00.000Z',
    };
    fake.respond(200, change);
    const body = { limitUsdCents: 10_000_000, reason: 'Balance sheet' };
    expect(await api.backOffice.setCapitalLimit(9, body)).toEqual(change);
    const sent = fake.requests[0];
    expect(sent?.method).toBe('PUT');
    expect(new URL(sent?.url ?? '').pathname).toBe('/api/v1/back-office/companies/9/capital-limit');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual(body);
  });

  test('refuses an answer that is not the contract’s', async () => {
    const { fake, api } = client();
    fake.respond(200, { customerId: 'nine' });
    await expect(
      api.backOffice.setCapitalLimit(9, { limitUsdCents: 1, reason: 'x' }),
    ).rejects.toThrow();
  });
});
