/**
 * Migration: uploaded documents (spec operations §7.6; issue 5 "Documents"). One row per signed
 * upload key, owned by the user who asked for the signature, so that creating an operation can
 * check its documents are the caller's. The platform's own storage keeps the bytes here
 * (`content`, at most 5 MB each); with an S3-compatible bucket the bytes live in the bucket and
 * `content` stays null.
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Creates `uploads`. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('resource', 'text', (col) => col.notNull())
    // Declared by the file name at signing; replaced by the sniffed type once stored here.
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer')
    .addColumn('content', 'bytea')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // Set when the platform's own storage received the file; null while only signed.
    .addColumn('uploaded_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('uploads_by_user').on('uploads').column('user_id').execute();
}
