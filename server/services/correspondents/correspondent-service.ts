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
import type { Agent, Correspondent } from '../../../src/contracts/correspondent';
import { createAgentRepository, type AgentOrder } from '../../db/repositories/agent-repository';
import { createCorrespondentRepository } from '../../db/repositories/correspondent-repository';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { toAgent, toCorrespondent } from './correspondent-mapper';
import { isReservedIdentifier } from '../../../src/domain/tenancy/reserved-identifiers';
import { orderByDistance, type Coordinates } from '../../../src/domain/address/distance';
import { createReadThroughCache } from '../read-through-cache';

/**
 * The list nearest to `near` first; the cached list itself is left as it is (it is shared), a
 * new frozen list is answered.
 */
function sortedNear(list: readonly Agent[], near: Coordinates | undefined): readonly Agent[] {
  if (near === undefined) return list;
  return Object.freeze(orderByDistance(list, near).map((agent) => Object.freeze(agent)));
}

/** Options of the agent listing. */
export interface ListAgentsOptions {
  /** Order by state, city and name (what the client always asks for); else by id. */
  orderByLocation: boolean;
  /**
   * The customer's place: when given, the agents come nearest first (ties in the order above),
   * each with its `distanceKm` (issue 17).
   */
  near?: Coordinates;
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
  /** Milliseconds clock, for tests (must not read 0, see `read-through-cache`). */
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

  // `false` stands for "not found": lru-cache keeps no nullish values.
  const loadByIdentifier = async (identifier: string): Promise<Correspondent | false> => {
    const row = await correspondents.findByIdentifier(identifier);
    return row === undefined ? false : freezeCorrespondent(toCorrespondent(row));
  };
  const loadById = async (id: number): Promise<Correspondent | false> => {
    const row = await correspondents.findById(id);
    return row === undefined ? false : freezeCorrespondent(toCorrespondent(row));
  };
  const loadAgents = async (correspondentId: number, order: AgentOrder) => {
    const rows = await agents.listByCorrespondent(correspondentId, order);
    return Object.freeze(rows.map((row) => Object.freeze(toAgent(row))));
  };

  function found(correspondent: Correspondent | false): Correspondent {
    if (correspondent === false) throw new AppError('CORRESPONDENT_NOT_FOUND');
    return correspondent;
  }

  if (cache === false) {
    return {
      async getByIdentifier(identifier) {
        if (isReservedIdentifier(identifier)) throw new AppError('CORRESPONDENT_NOT_FOUND');
        return found(await loadByIdentifier(identifier));
      },
      async getById(id) {
        return found(await loadById(id));
      },
      async listAgents(identifier, { orderByLocation, near }) {
        const { id } = found(await loadByIdentifier(identifier));
        return sortedNear(await loadAgents(id, orderByLocation ? 'location' : 'id'), near);
      },
      invalidate() {},
    };
  }

  const ttlMs = cache.ttlMs ?? CORRESPONDENT_TTL_MS;
  const notFoundTtlMs = cache.notFoundTtlMs ?? CORRESPONDENT_NOT_FOUND_TTL_MS;
  const common = {
    max: cache.maxEntries ?? 1_000,
    ttlMs,
    ttlOf: (value: unknown) => (value === false ? notFoundTtlMs : ttlMs),
    now: cache.now,
  };
  const byIdentifier = createReadThroughCache({ ...common, load: loadByIdentifier });
  const byId = createReadThroughCache({ ...common, load: loadById });
  // Keys `<identifier>\n<order>`; the correspondent itself comes from `byIdentifier`.
  const agentLists = createReadThroughCache<string, readonly Agent[]>({
    ...common,
    async load(key) {
      const [identifier = '', order = 'id'] = key.split('\n');
      const { id } = await getByIdentifier(identifier);
      return loadAgents(id, order === 'location' ? 'location' : 'id');
    },
  });

  async function getByIdentifier(identifier: string): Promise<Correspondent> {
    if (isReservedIdentifier(identifier)) throw new AppError('CORRESPONDENT_NOT_FOUND');
    return found(await byIdentifier.forceFetch(identifier));
  }

  return {
    getByIdentifier,
    async getById(id) {
      return found(await byId.forceFetch(id));
    },
    async listAgents(identifier, { orderByLocation, near }) {
      // Checked first so a reserved or unknown identifier answers NOT_FOUND without a list.
      await getByIdentifier(identifier);
      const list = await agentLists.forceFetch(
        `${identifier}\n${orderByLocation ? 'location' : 'id'}`,
      );
      return sortedNear(list, near);
    },
    invalidate(identifier) {
      byIdentifier.delete(identifier);
      agentLists.delete(`${identifier}\nlocation`);
      agentLists.delete(`${identifier}\nid`);
      // An id lookup in flight cannot be told apart before it answers, and edits are rare:
      // dropping every id entry is what keeps a pre-edit load from being stored.
      byId.clear();
    },
  };
}
