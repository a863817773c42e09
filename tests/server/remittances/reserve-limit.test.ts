/**
 * `reserveLimit`, the limit step every creation shares (outbound, inbound, paper money) and the
 * console's approvals reuse: over the limit, within it, and a pending registration that has no
 * limit row yet (issue 20: it waits for the registration, nothing reserved).
 */
import { describe, expect, test } from 'vitest';
import type {
  LockedLimit,
  RemittanceCustomer,
  RemittanceRepository,
} from '../../../server/db/repositories/remittance-repository';
import { reserveLimit } from '../../../server/services/remittances/creation-steps';

const NOW = new Date('2026-11-29T12:00:00Z');

function customer(registration_status: string): RemittanceCustomer {
  return {
    id: 7,
    name: 'Ana Pendente Lima',
    cpf: '52998224725',
    cnpj: null,
    person_type: 'PHYSICAL',
    registration_status,
  };
}

/** A repository holding one limit row (or none), recording what was written. */
function repositoryWith(limit: LockedLimit | undefined) {
  const writes: { period: string; used: number }[] = [];
  const repository = {
    lockLimit: async () => limit,
    setLimitUsed: async (_userId: number, period: string, used: number) => {
      writes.push({ period, used });
    },
  } as unknown as RemittanceRepository;
  return { repository, writes };
}

describe('reserveLimit', () => {
  test('a pending registration without a limit row waits for it, nothing reserved', async () => {
    const { repository, writes } = repositoryWith(undefined);
    expect(await reserveLimit(repository, customer('PENDING'), 50_000, true, NOW)).toEqual({
      status: 'WAITING_REGISTRATION_APPROVAL',
      reservedUsdCents: 0,
      period: null,
    });
    expect(writes).toEqual([]);
  });

  test('an approved registration without a limit row goes to manual analysis', async () => {
    const { repository, writes } = repositoryWith(undefined);
    expect(await reserveLimit(repository, customer('APPROVED'), 50_000, false, NOW)).toEqual({
      status: 'MANUAL_ANALYSIS',
      reservedUsdCents: 0,
      period: null,
    });
    expect(writes).toEqual([]);
  });

  test('a pending registration over its limit goes to manual analysis, nothing reserved', async () => {
    const limit = { period: 'ANNUAL', limitUsdCents: 100_000, usedUsdCents: 90_000 };
    const { repository, writes } = repositoryWith(limit);
    const reservation = await reserveLimit(repository, customer('PENDING'), 50_000, false, NOW);
    expect(reservation.status).toBe('MANUAL_ANALYSIS');
    expect(reservation.reservedUsdCents).toBe(0);
    expect(writes).toEqual([]);
  });

  test('within the limit: reserved, then the registration, the documents, else payment', async () => {
    const limit = { period: 'ANNUAL', limitUsdCents: 1_000_000, usedUsdCents: 100_000 };
    const pending = repositoryWith(limit);
    expect(await reserveLimit(pending.repository, customer('PENDING'), 50_000, true, NOW)).toEqual({
      status: 'WAITING_REGISTRATION_APPROVAL',
      reservedUsdCents: 50_000,
      period: 'ANNUAL',
      usage: { before: 100_000, after: 150_000, max: 1_000_000 },
    });
    expect(pending.writes).toEqual([{ period: 'ANNUAL', used: 150_000 }]);
    const documents = repositoryWith(limit);
    const held = await reserveLimit(documents.repository, customer('APPROVED'), 1, true, NOW);
    expect(held.status).toBe('WAITING_DOCUMENT_APPROVAL');
    const payable = repositoryWith(limit);
    const free = await reserveLimit(payable.repository, customer('APPROVED'), 1, false, NOW);
    expect(free.status).toBe('AWAITING_PAYMENT');
  });
});
