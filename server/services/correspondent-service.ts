/**
 * Correspondent lookups (spec platform §7 "Correspondent"): resolves an identifier to a tenant,
 * refusing reserved and unknown ones with CORRESPONDENT_NOT_FOUND. A disabled correspondent is
 * still answered (with `active: false`) so the portal can show its page.
 *
 * Caching (issue 4): every widget load asks for its correspondent and agents, and they change
 * rarely, so answers are kept per process for a short TTL (10 s; "not found" for 2 s), bounded
 * in size, one query for a burst of misses. Staleness is bounded by the TTL: another process
 * (or a direct SQL edit) is seen within that time; an edit made through this process calls
 * {@link CorrespondentService.invalidate} and is seen at once. Cached objects are frozen: they
 * are shared by every request.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Agent, Correspondent } from '../../src/contracts/correspondent';
import { createAgentRepository } from '../db/repositories/agent-repository';
import { createCorrespondentRepository } from '../db/repositories/correspondent-repository';
import type { Database } from '../db/schema';
import { AppError } from '../errors/app-error';
import { toAgent, toCorrespondent } from './correspondent-mapper';
import { isReservedIdentifier } from './reserved-identifiers';
import { ReadThroughCache } from './read-through-cache';

/** Options of the agent listing. */
export interface ListAgentsOptions {
  /** Order by state, city and name (what the client always asks for); else by id. */
  orderByLocation: boolean;
}

/** Correspondent use cases. */
export interface CorrespondentService {
  /** The correspondent with exactly this identifier (identifiers are lowercase). */
  getByIdentifier(identifier: string): Promise<Correspondent>;
  /** The correspondent with this id. */
  getById(id: number): Promise<Correspondent>;
  /** The agents of the correspondent with this identifier. */
  listAgents(identifier: string, options: ListAgentsOptions): Promise<readonly Agent[]>;
  /**
   * Forgets what this process cached about the correspondent (its lookups by identifier and
   * id, and its agents). Call after changing a correspondent or its agents.
   */
  invalidate(identifier: string): void;
}

/** Cache settings of the correspondent service. */
export interface CorrespondentCacheOptions {
  /** Lifetime of a found correspondent or agent list, ms; default 10 000. */
  ttlMs?: number;
  /** Lifetime of a "not found", ms; default 2 000 (a new tenant shows up quickly). */
  notFoundTtlMs?: number;
  /** Most entries per cache; default 1 000. */
  maxEntries?: number;
  /** Clock, for tests. */
  now?: () => number;
}

/** Dependencies of the correspondent service. */
export interface CorrespondentServiceDeps {
  db: Kysely<Database>;
  /** Cache settings, or `false` to read the database every time. */
  cache?: CorrespondentCacheOptions | false;
}

/** Default cache lifetime of a found correspondent, ms. */
export const CORRESPONDENT_TTL_MS = 10_000;
/** Default cache lifetime of an unknown identifier, ms. */
export const CORRESPONDENT_NOT_FOUND_TTL_MS = 2_000;

function freezeCorrespondent(correspondent: Correspondent): Correspondent {
  Object.freeze(correspondent.paymentMethodsAvailability);
  return Object.freeze(correspondent);
}

/** Creates the correspondent service. */
export function createCorrespondentService({
  db,
  cache = {},
}: CorrespondentServiceDeps): CorrespondentService {
  const correspondents = createCorrespondentRepository(db);
  const agents = createAgentRepository(db);
  const settings = cache === false ? { ttlMs: 0, notFoundTtlMs: 0 } : cache;
  const ttlMs = settings.ttlMs ?? CORRESPONDENT_TTL_MS;
  const notFoundTtlMs = settings.notFoundTtlMs ?? CORRESPONDENT_NOT_FOUND_TTL_MS;
  const cacheOptions = { maxEntries: settings.maxEntries ?? 1_000, now: settings.now };
  // Keys `identifier:<identifier>` and `id:<id>`; null caches "not found".
  const byKey = new ReadThroughCache<string, Correspondent | null>(cacheOptions);
  // Keys `<identifier>\n<order>`.
  const agentLists = new ReadThroughCache<string, readonly Agent[]>(cacheOptions);
  const ttlOf = (value: unknown) => (value === null ? notFoundTtlMs : ttlMs);

  function found(correspondent: Correspondent | null): Correspondent {
    if (correspondent === null) throw new AppError('CORRESPONDENT_NOT_FOUND');
    return correspondent;
  }

  async function getByIdentifier(identifier: string): Promise<Correspondent> {
    if (isReservedIdentifier(identifier)) throw new AppError('CORRESPONDENT_NOT_FOUND');
    const correspondent = await byKey.getOrLoad(
      `identifier:${identifier}`,
      async () => {
        const row = await correspondents.findByIdentifier(identifier);
        return row === undefined ? null : freezeCorrespondent(toCorrespondent(row));
      },
      ttlOf,
    );
    return found(correspondent);
  }

  return {
    getByIdentifier,
    async getById(id) {
      const correspondent = await byKey.getOrLoad(
        `id:${id}`,
        async () => {
          const row = await correspondents.findById(id);
          return row === undefined ? null : freezeCorrespondent(toCorrespondent(row));
        },
        ttlOf,
      );
      return found(correspondent);
    },
    async listAgents(identifier, { orderByLocation }) {
      const correspondent = await getByIdentifier(identifier);
      const order = orderByLocation ? 'location' : 'id';
      return agentLists.getOrLoad(
        `${identifier}\n${order}`,
        async () => {
          const rows = await agents.listByCorrespondent(correspondent.id, order);
          return Object.freeze(rows.map((row) => Object.freeze(toAgent(row))));
        },
        ttlOf,
      );
    },
    invalidate(identifier) {
      byKey.deleteWhere(
        (key, value) => key === `identifier:${identifier}` || value?.identifier === identifier,
      );
      agentLists.deleteWhere((key) => key.startsWith(`${identifier}\n`));
    },
  };
}
