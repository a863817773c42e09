/**
 * Harness of the account tests (registration, confirmation, invitations, passwords, mail): the
 * app on a fresh migrated and seeded database, with a clock the test moves and, optionally, a
 * mailer of its own; plus the requests and mailbox reads the suites share.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import type { Config } from '../../../server/config';
import type { DatabaseHandle } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { applySandboxSeed } from '../../../server/db/seed';
import type { Mailer } from '../../../server/services/mail/mailer';
import { cnpjCheckDigits } from '../../../src/domain/documents/cnpj';
import { cpfCheckDigits } from '../../../src/domain/documents/cpf';
import type { MailboxMessage } from '../../../src/contracts/mailbox';
import { createTestDatabase, testConfig } from '../test-app';

/** A clock the test moves forward. */
export interface MovableClock {
  now(): Date;
  advance(ms: number): void;
}

/** A clock starting at the real time (sessions and tokens compare with it). */
export function movableClock(start = new Date()): MovableClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
  };
}

/** The app of an account test. */
export interface AccountTestApp {
  app: FastifyInstance;
  db: DatabaseHandle;
  clock: MovableClock;
  close(): Promise<void>;
}

/** Builds the app with a movable clock (and `mailer`, when given). */
export async function buildAccountTestApp(
  options: { config?: Partial<Config>; mailer?: Mailer } = {},
): Promise<AccountTestApp> {
  const database = await createTestDatabase();
  await migrateToLatest(database.db);
  await applySandboxSeed(database.db);
  const clock = movableClock();
  const app = await buildApp({
    config: testConfig(options.config),
    db: database.db,
    clock: clock.now,
    ...(options.mailer === undefined ? {} : { mailer: options.mailer }),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The demo correspondent's identification header. */
export const DEMO_HEADERS = { correspondent_id: '1', 'user-type': 'user' } as const;

let sequence = Math.floor(Math.random() * 1_000_000);

/** A fresh valid CPF (never one of the seeded ones). */
export function newCpf(): string {
  sequence += 1;
  const base = String(700_000_000 + (sequence % 99_999_999)).padStart(9, '0');
  return base + cpfCheckDigits(base);
}

/** A fresh valid numeric CNPJ. */
export function newCnpj(): string {
  sequence += 1;
  const base = `${String(70_000_000 + (sequence % 9_999_999)).padStart(8, '0')}0001`;
  return base + cnpjCheckDigits(base);
}

/** A fresh e-mail address. */
export function newEmail(prefix = 'ana'): string {
  sequence += 1;
  return `${prefix}.${sequence}@example.test`;
}

/** A password that satisfies the policy. */
export const GOOD_PASSWORD = 'Senha@2026';

/** A valid address of the registration payload. */
export const ADDRESS = {
  nickname: 'Casa',
  street: 'Avenida Paulista',
  number: 1000,
  complement: 'Apto 12',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'BR',
  zipCode: '01310-100',
};

/** A valid individual's registration, with `overrides`. */
export function individualBody(overrides: Record<string, unknown> = {}) {
  const email = newEmail();
  return {
    personType: 'physical',
    document: newCpf(),
    fullName: 'Ana Teste Silva',
    birthDate: '1990-01-15',
    email,
    confirmationEmail: email,
    password: GOOD_PASSWORD,
    confirmationPassword: GOOD_PASSWORD,
    phone: '+5511961234567',
    profession: 'Engenheira',
    income: 850_000,
    address: ADDRESS,
    ...overrides,
  };
}

/** A valid company's registration, with `overrides`. */
export function companyBody(overrides: Record<string, unknown> = {}) {
  const email = newEmail('empresa');
  return {
    personType: 'legal',
    document: newCnpj(),
    companyName: 'Importadora Teste Ltda',
    mainResponsibleName: 'Bruno Responsavel Souza',
    mainResponsibleEmail: 'Bruno.Souza@Example.test',
    mainResponsibleDocument: newCpf(),
    email,
    confirmationEmail: email,
    password: GOOD_PASSWORD,
    confirmationPassword: GOOD_PASSWORD,
    phone: '+5511961234568',
    profession: 'Comércio exterior',
    income: 120_000_000,
    address: ADDRESS,
    ...overrides,
  };
}

let registrations = 0;

/**
 * `POST /api/v1/auth/user` for the demo correspondent, from `remoteAddress` or else from an
 * address of its own (registrations are limited per address; the suites register many).
 */
export function register(
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  registrations += 1;
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/user',
    headers: { ...DEMO_HEADERS, ...headers },
    payload: body as Record<string, unknown>,
    remoteAddress:
      remoteAddress ??
      `10.${(registrations >> 16) & 255}.${(registrations >> 8) & 255}.${registrations & 255}`,
  });
}

/** The sandbox mailbox of `to`, newest first, once the outbox has delivered what is due. */
export async function mailbox(app: FastifyInstance, to: string): Promise<MailboxMessage[]> {
  await app.outbox.drain();
  const response = await app.inject({
    method: 'GET',
    url: `/api/sandbox/mailbox?to=${encodeURIComponent(to)}`,
  });
  if (response.statusCode !== 200) throw new Error(`mailbox: ${response.body}`);
  return response.json() as MailboxMessage[];
}

/** The 6-digit code of the newest confirmation e-mail to `to`. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const message = (await mailbox(app, to)).find((m) => /^\d{6}$/m.test(m.text));
  const code = message?.text.match(/^(\d{6})$/m)?.[1];
  if (code === undefined) throw new Error(`no code e-mailed to ${to}`);
  return code;
}

/** `GET /api/v1/auth/user/confirmation` with `code` for `email`. */
export function confirm(
  app: FastifyInstance,
  email: string,
  code: string,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  const query = new URLSearchParams({ config: 'default', confirmation_token: code, email });
  return app.inject({
    method: 'GET',
    url: `/api/v1/auth/user/confirmation?${query.toString()}`,
    headers: { ...DEMO_HEADERS, ...headers },
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
}

/** A six-digit code other than `code`. */
export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

/** Registers a valid individual and answers the body sent. */
export async function registerIndividual(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const body = individualBody(overrides);
  const response = await register(app, body, headers);
  if (response.statusCode !== 201) throw new Error(`register: ${response.body}`);
  return body;
}

/** Registers and confirms a valid individual (approved in the sandbox); the body sent. */
export async function registerConfirmed(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
) {
  const body = await registerIndividual(app, overrides);
  const response = await confirm(app, body.email, await latestCode(app, body.email));
  if (response.statusCode !== 200) throw new Error(`confirm: ${response.body}`);
  return body;
}
