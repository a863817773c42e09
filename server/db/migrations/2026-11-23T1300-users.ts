/**
 * Migration: customers and staff who sign in (issue 3, spec platform §3 "Authenticated user"),
 * and the correspondents each one is linked to (the `correspondents` list, data sharing §4).
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Creates `users` and `user_correspondents`. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    // Stored lowercase so the unique index is case-insensitive without a functional index.
    .addColumn('email', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`email = lower(email)`),
    )
    // Null for a record known without access (an invitation sets it, issue 3).
    .addColumn('password_hash', 'text')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('cpf', 'text', (col) => col.unique())
    .addColumn('cnpj', 'text', (col) => col.unique())
    .addColumn('person_type', 'text', (col) =>
      col.notNull().check(sql`person_type in ('PHYSICAL', 'LEGAL')`),
    )
    .addColumn('roles', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('is_admin', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('birth_date', 'date')
    .addColumn('phone', 'text')
    .addColumn('needs_compliance_update', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('registration_status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('PENDING')
        .check(sql`registration_status in ('APPROVED', 'PENDING', 'REJECTED')`),
    )
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // Exactly one document: a CPF for an individual, a CNPJ for a company.
    .addCheckConstraint(
      'users_one_document',
      sql`(person_type = 'PHYSICAL' and cpf is not null and cnpj is null)
        or (person_type = 'LEGAL' and cnpj is not null and cpf is null)`,
    )
    .execute();

  await db.schema
    .createTable('user_correspondents')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('correspondent_id', 'integer', (col) =>
      col.notNull().references('correspondents.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_correspondents_pk', ['user_id', 'correspondent_id'])
    .execute();
}
