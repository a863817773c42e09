/**
 * Migration: the inbound remittance's payment link (spec operations §2.6, §4.6, §6.1; issue 16).
 * Operation ids are a serial column, so they are guessable: the public payer page cannot be
 * addressed by them. `link_token` is the link's own random id (128 bits, base64url), unique,
 * set on inbound operations paid by card (the bank path has no link); the payer's page and
 * `GET /v1/remittances/users/inbound/{id}` name the operation by it and by nothing else.
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Adds `remittances.link_token` and its unique index. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('remittances').addColumn('link_token', 'text').execute();
  await db.schema
    .createIndex('remittances_link_token_unique')
    .on('remittances')
    .column('link_token')
    .unique()
    .where(sql.ref('link_token'), 'is not', null)
    .execute();
}
