/**
 * Correspondent lookups (spec platform §7 "Correspondent"): resolves an identifier to a tenant,
 * refusing reserved and unknown ones with CORRESPONDENT_NOT_FOUND. A disabled correspondent is
 * still answered (with `active: false`) so the portal can show its page.
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
  listAgents(identifier: string, options: ListAgentsOptions): Promise<Agent[]>;
}

/** Dependencies of the correspondent service. */
export interface CorrespondentServiceDeps {
  db: Kysely<Database>;
}

/** Creates the correspondent service. */
export function createCorrespondentService({ db }: CorrespondentServiceDeps): CorrespondentService {
  const correspondents = createCorrespondentRepository(db);
  const agents = createAgentRepository(db);

  async function findRow(identifier: string) {
    if (isReservedIdentifier(identifier)) throw new AppError('CORRESPONDENT_NOT_FOUND');
    const row = await correspondents.findByIdentifier(identifier);
    if (row === undefined) throw new AppError('CORRESPONDENT_NOT_FOUND');
    return row;
  }

  return {
    async getByIdentifier(identifier) {
      return toCorrespondent(await findRow(identifier));
    },
    async getById(id) {
      const row = await correspondents.findById(id);
      if (row === undefined) throw new AppError('CORRESPONDENT_NOT_FOUND');
      return toCorrespondent(row);
    },
    async listAgents(identifier, { orderByLocation }) {
      const row = await findRow(identifier);
      const rows = await agents.listByCorrespondent(row.id, orderByLocation ? 'location' : 'id');
      return rows.map(toAgent);
    },
  };
}
