/**
 * An upload of a customer, recorded as the platform's own storage records a received file, for
 * tests of the bodies that name upload keys.
 * @module
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { userId } from '../customers/customer-fixtures';

/** Records a received PDF of the customer with `email` and answers its key. */
export async function insertUpload(
  db: Kysely<Database>,
  email: string,
  resource = 'remittance',
): Promise<string> {
  const id = await userId(db, email);
  const key = `uploads/${id}/${randomUUID()}/proof-${resource}.pdf`;
  await db
    .insertInto('uploads')
    .values({
      user_id: id,
      key,
      resource,
      content_type: 'application/pdf',
      size: 1024,
      content: null,
      uploaded_at: new Date(),
    })
    .execute();
  return key;
}
