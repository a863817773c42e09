/**
 * Sandbox log-ins (issue 3 "Sandbox data"): an approved individual, an approved company and an
 * admin, all linked to `demo`, with one password, printed by `npm start`. Fictional people:
 * `.test` e-mails (RFC 2606), documents computed to pass the check digits, placeholder phones.
 * @module
 */
import type { Kysely } from 'kysely';
import type { PasswordHasher } from '../../services/auth/password-hasher';
import type { Database, NewUserRow } from '../schema';

/** The password of every sandbox log-in. */
export const SANDBOX_PASSWORD = 'Demo@2026!';

/** Id of the `demo` correspondent the sandbox users are linked to. */
const DEMO_CORRESPONDENT_ID = 1;

/** The sandbox log-ins, as the banner lists them. */
export const SANDBOX_LOGINS = [
  { email: 'cliente@demo.test', label: 'individual (approved, operational limit USD 10,000)' },
  { email: 'empresa@demo.test', label: 'company (approved, capital limit USD 100,000)' },
  { email: 'admin@demo.test', label: 'admin' },
] as const;

type SeedUser = Omit<NewUserRow, 'password_hash'>;

const USERS: readonly SeedUser[] = [
  {
    email: 'cliente@demo.test',
    name: 'Maria Demo da Silva',
    person_type: 'PHYSICAL',
    // 529.982.247-25: check digits computed by `cpfCheckDigits` (src/domain/documents/cpf.ts).
    cpf: '52998224725',
    cnpj: null,
    roles: ['customer'],
    birth_date: '1990-05-15',
    phone: '+5511987650001',
    registration_status: 'APPROVED',
  },
  {
    email: 'empresa@demo.test',
    name: 'Empresa Demo Importadora Ltda',
    person_type: 'LEGAL',
    cpf: null,
    // 11.222.333/0001-81: check digits computed by `cnpjCheckDigits`.
    cnpj: '11222333000181',
    roles: ['customer'],
    birth_date: null,
    phone: '+5511987650002',
    registration_status: 'APPROVED',
  },
  {
    email: 'admin@demo.test',
    name: 'Admin Demo',
    person_type: 'PHYSICAL',
    // 390.533.447-05.
    cpf: '39053344705',
    cnpj: null,
    roles: ['admin'],
    is_admin: true,
    birth_date: '1985-01-20',
    phone: '+5511987650003',
    registration_status: 'APPROVED',
  },
];

/** The individual's limit: USD 10,000.00, of which USD 3,250.00 used (cents). */
const INDIVIDUAL_LIMIT = { period: 'ANNUAL', limit_usd_cents: 1_000_000, used_usd_cents: 325_000 };

/** Inserts the sandbox users, their links to `demo`, password history and the limit. */
export async function insertSandboxUsers(
  trx: Kysely<Database>,
  hasher: PasswordHasher,
): Promise<void> {
  for (const user of USERS) {
    const hash = await hasher.hash(SANDBOX_PASSWORD);
    const { id } = await trx
      .insertInto('users')
      .values({ ...user, password_hash: hash, confirmed_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_correspondents')
      .values({ user_id: id, correspondent_id: DEMO_CORRESPONDENT_ID })
      .execute();
    await trx.insertInto('password_history').values({ user_id: id, hash }).execute();
    if (user.person_type === 'PHYSICAL' && user.is_admin !== true) {
      await trx
        .insertInto('operational_limits')
        .values({ user_id: id, ...INDIVIDUAL_LIMIT })
        .execute();
    }
  }
}
