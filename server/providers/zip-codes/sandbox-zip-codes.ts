/**
 * The sandbox zip-code provider: data shipped with the repository, never the network.
 *
 * - A few street-level entries for the demo journeys (the registration and address forms).
 *   They are sandbox data: street and district names follow public listings but were not
 *   checked against the Correios database, and nothing else about them is claimed.
 * - Any other CEP inside a state's public Correios range (`src/domain/address/zip-code.ts`)
 *   answers its state only, with empty street, district and city, so the customer types them:
 *   the range tells the state and nothing more, and nothing more is made up.
 * - A CEP outside every range (00000-000 to 00999-999, the old Rondônia block 78900–78999)
 *   is not found.
 *
 * Every answer carries `sandbox: true`.
 * @module
 */
import type { ZipLookup } from '../../../src/contracts/addresses';
import { formatZipCode, stateOfZipCode } from '../../../src/domain/address/zip-code';
import type { ZipCodeProvider } from './zip-code-provider';

/** A street-level sandbox entry (our field names; `zipCode` formatted). */
type SandboxAddress = Omit<ZipLookup, 'country' | 'sandbox'>;

/** The street-level sandbox addresses, by CEP digits (documented in docs/sandbox.md). */
export const SANDBOX_ADDRESSES: Readonly<Record<string, SandboxAddress>> = {
  // The example of ViaCEP's own documentation.
  '01001000': {
    zipCode: '01001-000',
    street: 'Praça da Sé',
    complement: 'lado ímpar',
    neighborhood: 'Sé',
    city: 'São Paulo',
    state: 'SP',
    ibge: '3550308',
    ddd: '11',
  },
  '01310100': {
    zipCode: '01310-100',
    street: 'Avenida Paulista',
    complement: '',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    ibge: '3550308',
    ddd: '11',
  },
  '20040020': {
    zipCode: '20040-020',
    street: 'Praça Floriano',
    complement: '',
    neighborhood: 'Centro',
    city: 'Rio de Janeiro',
    state: 'RJ',
    ibge: '3304557',
    ddd: '21',
  },
};

/** Creates the sandbox provider. */
export function createSandboxZipCodes(): ZipCodeProvider {
  return {
    name: 'sandbox',
    lookup(zipCode) {
      const entry = SANDBOX_ADDRESSES[zipCode];
      if (entry !== undefined) {
        return Promise.resolve({ ...entry, country: 'BR', sandbox: true });
      }
      const state = stateOfZipCode(zipCode);
      if (state === undefined) return Promise.resolve(undefined);
      return Promise.resolve({
        zipCode: formatZipCode(zipCode),
        street: '',
        complement: '',
        neighborhood: '',
        city: '',
        state,
        country: 'BR',
        ibge: null,
        ddd: null,
        sandbox: true,
      });
    },
  };
}
