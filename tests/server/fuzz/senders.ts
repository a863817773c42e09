/**
 * Who sends the hostile requests: nobody signed in, a signed-in customer, and an admin. A
 * hostile request may end its own sender's session (sign-out) or change its password; before
 * each route the session is checked and, if it is gone, the account is put back as seeded and
 * signed in again, so that every route is fuzzed by all three.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../../server/db/database';
import { signIn } from '../auth/sign-in-helpers';

/** One sender of hostile requests. */
export interface Sender {
  /** How failure reports name it, and what `FUZZ_SENDER` matches. */
  name: string;
  /** The seeded account it signs in as; `undefined` when signed out. */
  email: string | undefined;
  /** The headers sent with each request (the session's tokens). */
  headers: Record<string, string>;
}

/** The seeded account of a sender, as it was before any hostile request. */
interface SeededAccount {
  id: number;
  email: string;
  password_hash: string | null;
}

/** The three senders, and a way to keep the signed-in ones signed in. */
export interface Senders {
  all: Sender[];
  /** Signs `sender` in again when a hostile request ended its session. */
  keepSignedIn(sender: Sender): Promise<void>;
}

async function isSignedIn(app: FastifyInstance, sender: Sender): Promise<boolean> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/auth/user/validate_token',
    headers: sender.headers,
  });
  return response.statusCode === 200;
}

/** Signs in the sandbox customer and admin; remembers their accounts to restore them. */
export async function createSenders(app: FastifyInstance, db: DatabaseHandle): Promise<Senders> {
  const accounts = new Map<string, SeededAccount>();
  const signedIn = async (name: string, email: string): Promise<Sender> => {
    const account = await db
      .selectFrom('users')
      .select(['id', 'email', 'password_hash'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    accounts.set(email, account);
    return { name, email, headers: { ...(await signIn(app, email)) } };
  };
  const all: Sender[] = [
    { name: 'signed out', email: undefined, headers: {} },
    await signedIn('customer', 'cliente@demo.test'),
    await signedIn('admin', 'admin@demo.test'),
  ];
  return {
    all,
    async keepSignedIn(sender) {
      if (sender.email === undefined || (await isSignedIn(app, sender))) return;
      const account = accounts.get(sender.email);
      if (account === undefined) throw new Error(`no seeded account for ${sender.email}`);
      await db
        .updateTable('users')
        .set({ email: account.email, password_hash: account.password_hash })
        .where('id', '=', account.id)
        .execute();
      sender.headers = { ...(await signIn(app, account.email)) };
    },
  };
}
