/**
 * Statements on a PostgreSQL server outside any test database (creating and dropping schemas and
 * databases), and the address of one database of that server.
 * @module
 */
import pg from 'pg';

/** Runs one statement on the server at `url` outside any schema (creating and dropping them). */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The address of the database `name` on the server of `url` (same user, host and options). */
export function databaseUrlNamed(url: string, name: string): string {
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.toString();
}
