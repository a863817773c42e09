/**
 * Steps of the journeys that need a customer of their own (so the seeded cliente@demo.test keeps
 * its password and holds no pending request): a CPF and an e-mail no other run used, an
 * individual registered and confirmed through the API and the sandbox mailbox (signing in is
 * e2e/shared/sign-in.ts).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { cpfCheckDigits, isValidCpf } from '../../src/domain/documents/cpf';
import { codeFromMailbox } from './mailbox-steps';

const stamp = `${Date.now()}`;
let serial = 0;

export function unique(): string {
  serial += 1;
  return `${stamp}${serial}`;
}

/** A valid CPF no other run used. */
export function freshCpf(): string {
  for (;;) {
    const base = unique().slice(-9).padStart(9, '4');
    const cpf = base + cpfCheckDigits(base);
    if (isValidCpf(cpf)) return cpf;
  }
}

/**
 * An address of the benchmarking range (198.18.0.0/15) for one registration: the suite's
 * customers do not share the per-address registration limit (playwright.config.ts trusts this
 * machine's `x-forwarded-for`).
 */
function clientAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `198.18.${byte()}.${byte()}`;
}

/**
 * Registers an individual through the API and confirms the e-mailed code; answers its e-mail.
 * `fullName` chooses the sandbox's review ('Pendente' in it: the registration stays PENDING);
 * `cpf` a CPF the caller keeps (else a fresh one).
 */
export async function registerIndividual(
  request: APIRequestContext,
  password: string,
  options: { fullName?: string; cpf?: string } = {},
): Promise<string> {
  const email = `perfil-${unique()}@example.com`;
  const registered = await request.post('/api/v1/auth/user', {
    headers: { correspondent_id: '1', 'user-type': 'user', 'x-forwarded-for': clientAddress() },
    data: {
      personType: 'physical',
      document: options.cpf ?? freshCpf(),
      fullName: options.fullName ?? 'Paula Perfil Teste',
      birthDate: '1991-03-04',
      email,
      confirmationEmail: email,
      password,
      confirmationPassword: password,
      phone: '+5511961234567',
      profession: 'Designer',
      income: 650_000,
      address: {
        nickname: 'Casa',
        street: 'Avenida Paulista',
        number: 1578,
        complement: null,
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        country: 'BR',
        zipCode: '01310100',
      },
    },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const code = await codeFromMailbox(request, email);
  const confirmed = await request.get('/api/v1/auth/user/confirmation', {
    params: { config: 'default', confirmation_token: code, email },
    headers: { correspondent_id: '1', 'user-type': 'user' },
  });
  expect(confirmed.status(), await confirmed.text()).toBeLessThan(300);
  return email;
}
