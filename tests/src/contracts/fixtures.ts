/** Shared payloads for the identity contract tests: valid by default, spread to break one field. */
import { createI18n } from '../../../src/i18n';

/** A valid Brazilian address input. */
export const address = {
  nickname: 'Casa',
  street: 'Avenida Paulista',
  number: 1578,
  complement: null,
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'BR',
  zipCode: '01310-200',
};

/** What both person types send. */
const common = {
  email: 'ana.souza@example.com',
  confirmationEmail: 'Ana.Souza@example.com',
  password: 'Demo@2026!',
  confirmationPassword: 'Demo@2026!',
  phone: '+5511961234567',
  profession: 'Engenheira',
  income: 850_000,
  address,
};

/** A valid individual's registration (a real-format CPF). */
export const individual = {
  personType: 'physical',
  document: '529.982.247-25',
  fullName: 'Ana Maria Souza',
  birthDate: '1990-03-05',
  ...common,
};

/** A valid company's registration (numeric CNPJ). */
export const company = {
  personType: 'legal',
  document: '11.222.333/0001-81',
  companyName: 'Acme Câmbio Ltda',
  mainResponsibleName: 'Carlos Pereira',
  mainResponsibleEmail: 'carlos@acme.example',
  mainResponsibleDocument: '111.444.777-35',
  ...common,
};

/** `[path, message]` pairs of a failed parse, for compact assertions. */
export function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): [string, string][] {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

const pt = createI18n('pt-BR');
const en = createI18n('en-US');

/** Whether a message is a key both catalogues translate (the contracts' message convention). */
export function isCatalogueKey(message: string): boolean {
  return pt.exists(message, { ns: 'common' }) && en.exists(message, { ns: 'common' });
}
