/**
 * The production zip-code adapter: the public ViaCEP service
 * (`https://viacep.com.br/ws/{cep}/json/` → `{cep, logradouro, complemento, bairro, localidade,
 * uf, ibge, ddd, …}`). A well-formed CEP it does not know answers 200 with `{"erro": true}`
 * (older answers say `"true"`); anything else that is not such a body (an HTTP error, a time-out,
 * HTML, a body without `uf`) is "unavailable", never "not found", so a customer is not told a
 * real CEP does not exist because the service had a bad moment.
 * @module
 */
import * as z from 'zod/mini';
import type { ZipLookup } from '../../../src/contracts/addresses';
import { formatZipCode } from '../../../src/domain/address/zip-code';
import { ZipCodeUnavailableError, type ZipCodeProvider } from './zip-code-provider';

/** The service root. */
export const VIACEP_BASE_URL = 'https://viacep.com.br/ws';

/** Options of the ViaCEP adapter; tests inject `fetch` and never reach the network. */
export interface ViaCepOptions {
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
  /** The service root (default {@link VIACEP_BASE_URL}). */
  baseUrl?: string;
  /** Per-request time limit (default 5 s). */
  timeoutMs?: number;
}

const text = z.optional(z.string());

/** A found address as ViaCEP answers it (extra fields such as `gia`, `siafi` are ignored). */
const FoundSchema = z.object({
  cep: z.string(),
  logradouro: text,
  complemento: text,
  bairro: text,
  localidade: text,
  uf: z.string().check(z.regex(/^[A-Z]{2}$/)),
  ibge: text,
  ddd: text,
});

/** ViaCEP's "not found" body. */
const NotFoundSchema = z.object({ erro: z.union([z.literal(true), z.literal('true')]) });

/** `''` and absent read as null for the optional codes. */
function orNull(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value.trim();
}

/** Our answer for a ViaCEP body. */
export function fromViaCep(zipCode: string, body: z.infer<typeof FoundSchema>): ZipLookup {
  return {
    zipCode: formatZipCode(zipCode),
    street: body.logradouro?.trim() ?? '',
    complement: body.complemento?.trim() ?? '',
    neighborhood: body.bairro?.trim() ?? '',
    city: body.localidade?.trim() ?? '',
    state: body.uf,
    country: 'BR',
    ibge: orNull(body.ibge),
    ddd: orNull(body.ddd),
    sandbox: false,
  };
}

/** Creates the ViaCEP adapter. */
export function createViaCepZipCodes(options: ViaCepOptions = {}): ZipCodeProvider {
  const doFetch = options.fetch ?? fetch;
  const baseUrl = (options.baseUrl ?? VIACEP_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 5_000;

  return {
    name: 'viacep',
    async lookup(zipCode) {
      let body: unknown;
      try {
        const response = await doFetch(`${baseUrl}/${encodeURIComponent(zipCode)}/json/`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new ZipCodeUnavailableError(`ViaCEP answered ${response.status}`);
        body = await response.json();
      } catch (error) {
        if (error instanceof ZipCodeUnavailableError) throw error;
        throw new ZipCodeUnavailableError('ViaCEP could not be read', { cause: error });
      }
      if (NotFoundSchema.safeParse(body).success) return undefined;
      const found = FoundSchema.safeParse(body);
      if (!found.success) throw new ZipCodeUnavailableError('ViaCEP answered an unexpected shape');
      return fromViaCep(zipCode, found.data);
    },
  };
}
