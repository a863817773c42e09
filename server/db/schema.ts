/**
 * Kysely's view of the database: one interface per table, snake_case columns as stored.
 * Rows become contract objects in one place (`server/services/correspondent-mapper.ts`).
 * @module
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A timestamp the database fills in and nobody updates. Columns with a database default are `Generated`. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Table `correspondents`: one row per exchange correspondent (tenant). */
export interface CorrespondentsTable {
  id: Generated<number>;
  /** URL identifier, lowercase, unique (`/demo`). */
  identifier: string;
  name: string;
  address: string;
  address_number: number;
  complement: string | null;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  country: Generated<string>;
  phone: string | null;
  email: string | null;
  facebook: string | null;
  instagram: string | null;
  linkedin: string | null;
  twitter: string | null;
  whatsapp: string | null;
  primary_color: string | null;
  secondary_color: string | null;
  tertiary_color: string | null;
  quartiary_color: string | null;
  is_paper_money_active: Generated<boolean>;
  is_remittance_active: Generated<boolean>;
  is_moneygram_active: Generated<boolean>;
  credit_card_link_available: Generated<boolean>;
  dynamic_pix_available: Generated<boolean>;
  picpay_available: Generated<boolean>;
  ted_available: Generated<boolean>;
  active_smiles: Generated<boolean>;
  is_livelo_active: Generated<boolean>;
  ga_account: string | null;
  gtm_account: string | null;
  active: Generated<boolean>;
  /** Origins of the correspondent's own sites, admitted by CORS (`https://acme.test`). */
  site_origins: ColumnType<string[], string[] | undefined, string[]>;
  created_at: CreatedAt;
}

/** Table `agents`: branches of a correspondent, listed by location. */
export interface AgentsTable {
  id: Generated<number>;
  correspondent_id: number;
  name: string;
  address: string;
  address_number: number;
  neighborhood: string | null;
  city: string;
  state: string;
  zip_code: string | null;
  latitude: number;
  longitude: number;
  phone: string | null;
  delivers_paper_money: Generated<boolean>;
  created_at: CreatedAt;
}

/** Table `seeds`: which named data seeds were applied, so each is applied once. */
export interface SeedsTable {
  name: string;
  applied_at: CreatedAt;
}

/** The whole database, as Kysely sees it. */
export interface Database {
  correspondents: CorrespondentsTable;
  agents: AgentsTable;
  seeds: SeedsTable;
}

/** A correspondent row as read. */
export type CorrespondentRow = Selectable<CorrespondentsTable>;
/** A correspondent row to insert. */
export type NewCorrespondentRow = Insertable<CorrespondentsTable>;
/** An agent row as read. */
export type AgentRow = Selectable<AgentsTable>;
/** An agent row to insert. */
export type NewAgentRow = Insertable<AgentsTable>;
