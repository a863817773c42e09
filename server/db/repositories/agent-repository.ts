/**
 * SQL of the agents (branches) of a correspondent.
 * @module
 */
import type { Kysely } from 'kysely';
import type { AgentRow, Database } from '../schema';

/** How to order an agent list. */
export type AgentOrder = 'location' | 'id';

/** Reads agents. */
export interface AgentRepository {
  /** Agents of one correspondent; `location` orders by state, city, then name. */
  listByCorrespondent(correspondentId: number, order: AgentOrder): Promise<AgentRow[]>;
}

/** Creates the repository over a database (or a transaction). */
export function createAgentRepository(db: Kysely<Database>): AgentRepository {
  return {
    listByCorrespondent(correspondentId, order) {
      const query = db
        .selectFrom('agents')
        .selectAll()
        .where('correspondent_id', '=', correspondentId);
      const ordered =
        order === 'location'
          ? query.orderBy('state').orderBy('city').orderBy('name').orderBy('id')
          : query.orderBy('id');
      return ordered.execute();
    },
  };
}
