import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate';
import { applySandboxSeed } from '../../../server/db/seed';
import {
  CORRESPONDENT_NOT_FOUND_TTL_MS,
  CORRESPONDENT_TTL_MS,
  createCorrespondentService,
  type CorrespondentService,
} from '../../../server/services/correspondents/correspondent-service';
import { createTestDatabase, type TestDatabase } from '../test-app';

describe('correspondent service cache', () => {
  let database: TestDatabase;
  let service: CorrespondentService;
  const clock = { now: 1_000_000 };

  const rename = (identifier: string, name: string) =>
    database.db
      .updateTable('correspondents')
      .set({ name })
      .where('identifier', '=', identifier)
      .execute();
  const reidentify = (from: string, to: string) =>
    database.db
      .updateTable('correspondents')
      .set({ identifier: to })
      .where('identifier', '=', from)
      .execute();

  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db);
    await applySandboxSeed(database.db);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    clock.now = 1_000_000;
    await rename('demo', 'Demo Câmbio');
    service = createCorrespondentService({ db: database.db, cache: { now: () => clock.now } });
  });

  test('serves a correspondent from the cache within the TTL, and reads it again after', async () => {
    expect((await service.getByIdentifier('demo')).name).toBe('Demo Câmbio');
    await rename('demo', 'Demo Renamed');
    clock.now += CORRESPONDENT_TTL_MS;
    expect((await service.getByIdentifier('demo')).name).toBe('Demo Câmbio');
    clock.now += 1;
    expect((await service.getByIdentifier('demo')).name).toBe('Demo Renamed');
  });

  test('hands out the same frozen object while cached', async () => {
    const first = await service.getByIdentifier('demo');
    expect(await service.getByIdentifier('demo')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.paymentMethodsAvailability)).toBe(true);
  });

  test('caches lookups by id too', async () => {
    expect((await service.getById(1)).name).toBe('Demo Câmbio');
    await rename('demo', 'Demo Renamed');
    expect((await service.getById(1)).name).toBe('Demo Câmbio');
    clock.now += CORRESPONDENT_TTL_MS + 1;
    expect((await service.getById(1)).name).toBe('Demo Renamed');
  });

  test('remembers an unknown identifier only briefly', async () => {
    await expect(service.getByIdentifier('nova')).rejects.toMatchObject({
      code: 'CORRESPONDENT_NOT_FOUND',
    });
    await reidentify('antiga', 'nova');
    try {
      clock.now += CORRESPONDENT_NOT_FOUND_TTL_MS;
      await expect(service.getByIdentifier('nova')).rejects.toMatchObject({
        code: 'CORRESPONDENT_NOT_FOUND',
      });
      clock.now += 1;
      expect((await service.getByIdentifier('nova')).id).toBe(3);
    } finally {
      await reidentify('nova', 'antiga');
    }
  });

  test('invalidate makes the next lookup read the database at once', async () => {
    await service.getByIdentifier('demo');
    await service.getById(1);
    await service.listAgents('demo', { orderByLocation: true });
    await rename('demo', 'Demo Renamed');
    service.invalidate('demo');
    expect((await service.getByIdentifier('demo')).name).toBe('Demo Renamed');
    expect((await service.getById(1)).name).toBe('Demo Renamed');
  });

  test('caches agent lists per order and forgets them on invalidate', async () => {
    const byLocation = await service.listAgents('demo', { orderByLocation: true });
    expect(await service.listAgents('demo', { orderByLocation: true })).toBe(byLocation);
    const byId = await service.listAgents('demo', { orderByLocation: false });
    expect(byId).not.toBe(byLocation);
    expect(byId.map((agent) => agent.id)).toEqual(
      [...byId.map((agent) => agent.id)].sort((a, b) => a - b),
    );
    service.invalidate('demo');
    const reloaded = await service.listAgents('demo', { orderByLocation: true });
    expect(reloaded).not.toBe(byLocation);
    expect(reloaded).toEqual(byLocation);
  });

  test('refuses reserved identifiers', async () => {
    await expect(service.getByIdentifier('admin')).rejects.toMatchObject({
      code: 'CORRESPONDENT_NOT_FOUND',
    });
  });

  test('reads the database every time when the cache is off', async () => {
    const uncached = createCorrespondentService({ db: database.db, cache: false });
    expect((await uncached.getByIdentifier('demo')).name).toBe('Demo Câmbio');
    await rename('demo', 'Demo Renamed');
    expect((await uncached.getByIdentifier('demo')).name).toBe('Demo Renamed');
  });
});
