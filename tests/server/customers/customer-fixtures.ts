/**
 * Shared steps of the customer, registration-update and impersonation tests: extra customers
 * inserted straight into the database (confirmed, with the sandbox password), valid documents,
 * the request headers of a signed-in user acting under a correspondent.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { SANDBOX_PASSWORD } from '../../../server/db/seeds/sandbox-users';
import { createPasswordHasher } from '../../../server/services/auth/password-hasher';
import { cnpjCheckDigits } from '../../../src/domain/documents/cnpj';
import { cpfCheckDigits } from '../../../src/domain/documents/cpf';
import { signIn, type TokenHeaders } from '../auth/sign-in-helpers';

/** The sandbox individual. */
export const CLIENTE = { email: 'cliente@demo.test', cpf: '52998224725' } as const;
/** The sandbox company. */
export const EMPRESA = { email: 'empresa@demo.test', cnpj: '11222333000181' } as const;
/** The sandbox admin. */
export const ADMIN = { email: 'admin@demo.test', cpf: '39053344705' } as const;

/** A valid CPF from 9 digits. */
export function cpfOf(base: string): string {
  return base + cpfCheckDigits(base);
}

/** A valid CNPJ (numeric or alphanumeric) from 12 characters. */
export function cnpjOf(base: string): string {
  return base + cnpjCheckDigits(base);
}

/** The id of a correspondent by identifier. */
export async function correspondentId(db: Kysely<Database>, identifier: string): Promise<number> {
  const row = await db
    .selectFrom('correspondents')
    .select('id')
    .where('identifier', '=', identifier)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The id of a user by e-mail. */
export async function userId(db: Kysely<Database>, email: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A customer to insert. */
export interface NewCustomer {
  email: string;
  name: string;
  cpf?: string;
  cnpj?: string;
  /** Correspondent ids to link; default: none. */
  correspondents?: number[];
  registrationStatus?: 'APPROVED' | 'PENDING' | 'REJECTED';
}

let passwordHash: Promise<string> | undefined;

/** Inserts a confirmed customer with the sandbox password; its id. */
export async function insertCustomer(db: Kysely<Database>, customer: NewCustomer): Promise<number> {
  passwordHash ??= createPasswordHasher().hash(SANDBOX_PASSWORD);
  const { id } = await db
    .insertInto('users')
    .values({
      email: customer.email,
      password_hash: await passwordHash,
      name: customer.name,
      cpf: customer.cpf ?? null,
      cnpj: customer.cnpj ?? null,
      person_type: customer.cnpj === undefined ? 'PHYSICAL' : 'LEGAL',
      roles: ['customer'],
      birth_date: customer.cnpj === undefined ? '1988-03-02' : null,
      phone: '+5511987650099',
      registration_status: customer.registrationStatus ?? 'APPROVED',
      confirmed_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const correspondent of customer.correspondents ?? []) {
    await db
      .insertInto('user_correspondents')
      .values({ user_id: id, correspondent_id: correspondent })
      .execute();
  }
  return id;
}

/** A signed-in user's headers under correspondent `correspondent` (en-US answers). */
export function as(
  tokens: TokenHeaders,
  correspondent: number | undefined = 1,
): Record<string, string> {
  return {
    ...tokens,
    'user-type': 'user',
    'accept-language': 'en-US',
    ...(correspondent === undefined ? {} : { correspondent_id: String(correspondent) }),
  };
}

/** Signs in and answers the headers under correspondent `correspondent`. */
export async function signedIn(
  app: FastifyInstance,
  email: string,
  correspondent: number | undefined = 1,
): Promise<Record<string, string>> {
  return as(await signIn(app, email), correspondent);
}
