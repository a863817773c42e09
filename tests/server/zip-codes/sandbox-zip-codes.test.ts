import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../../server/config';
import { withZipCodeCache } from '../../../server/providers/zip-codes/cached-zip-codes';
import {
  SANDBOX_ADDRESSES,
  createSandboxZipCodes,
} from '../../../server/providers/zip-codes/sandbox-zip-codes';
import { zipCodeProviderName } from '../../../server/providers/zip-codes/select-zip-codes';
import {
  ZipCodeUnavailableError,
  type ZipCodeProvider,
} from '../../../server/providers/zip-codes/zip-code-provider';
import type { ZipLookup } from '../../../src/contracts/addresses';

describe('the sandbox zip-code provider', () => {
  const sandbox = createSandboxZipCodes();

  test('answers the street-level demo addresses, marked sandbox', async () => {
    expect(await sandbox.lookup('01310100')).toEqual({
      zipCode: '01310-100',
      street: 'Avenida Paulista',
      complement: '',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
      ibge: '3550308',
      ddd: '11',
      sandbox: true,
    });
    expect(await sandbox.lookup('20040020')).toMatchObject({
      city: 'Rio de Janeiro',
      state: 'RJ',
      sandbox: true,
    });
    for (const [digits, entry] of Object.entries(SANDBOX_ADDRESSES)) {
      expect(entry.zipCode.replace('-', '')).toBe(digits);
    }
  });

  test.each([
    ['01000000', 'SP'],
    ['19999999', 'SP'],
    ['20000000', 'RJ'],
    ['69300000', 'RR'],
    ['69400000', 'AM'],
    ['70000000', 'DF'],
    ['72800000', 'GO'],
    ['73000000', 'DF'],
    ['76800000', 'RO'],
    ['77000000', 'TO'],
    ['99999999', 'RS'],
  ])(
    'any other CEP of a Correios range (%s) answers its state (%s) and nothing made up',
    async (cep, state) => {
      expect(await sandbox.lookup(cep)).toEqual({
        zipCode: `${cep.slice(0, 5)}-${cep.slice(5)}`,
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
  );

  test.each(['00000000', '00999999', '78900000', '78999999'])(
    'a CEP outside every range (%s) is not found',
    async (cep) => {
      expect(await sandbox.lookup(cep)).toBeUndefined();
    },
  );
});

describe('the zip-code cache', () => {
  const found: ZipLookup = {
    zipCode: '01310-100',
    street: 'Avenida Paulista',
    complement: '',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    country: 'BR',
    ibge: null,
    ddd: null,
    sandbox: false,
  };

  function counting(answer: (zipCode: string) => Promise<ZipLookup | undefined>) {
    const calls: string[] = [];
    const provider: ZipCodeProvider = {
      name: 'test',
      lookup: (zipCode) => {
        calls.push(zipCode);
        return answer(zipCode);
      },
    };
    return { provider, calls };
  }

  test('asks the provider once for a CEP, found or not, until the entry expires', async () => {
    let now = 1_000;
    const { provider, calls } = counting(async (zipCode) =>
      zipCode === '01310100' ? found : undefined,
    );
    const cached = withZipCodeCache(provider, {
      ttlMs: 60_000,
      notFoundTtlMs: 5_000,
      now: () => now,
    });
    await Promise.all([cached.lookup('01310100'), cached.lookup('01310100')]);
    expect(await cached.lookup('01310100')).toEqual(found);
    expect(await cached.lookup('00000000')).toBeUndefined();
    expect(await cached.lookup('00000000')).toBeUndefined();
    expect(calls).toEqual(['01310100', '00000000']);
    now += 6_000;
    await cached.lookup('00000000');
    await cached.lookup('01310100');
    expect(calls).toEqual(['01310100', '00000000', '00000000']);
  });

  test('does not keep a failure: the next lookup asks again', async () => {
    let fail = true;
    const { provider, calls } = counting(async () => {
      if (fail) throw new ZipCodeUnavailableError('down');
      return found;
    });
    const cached = withZipCodeCache(provider);
    await expect(cached.lookup('01310100')).rejects.toBeInstanceOf(ZipCodeUnavailableError);
    fail = false;
    expect(await cached.lookup('01310100')).toEqual(found);
    expect(calls).toHaveLength(2);
  });
});

describe('the provider choice', () => {
  test('follows FX_MODE unless ZIP_CODE_PROVIDER overrides it', () => {
    expect(zipCodeProviderName({ mode: 'sandbox' })).toBe('sandbox');
    expect(zipCodeProviderName({ mode: 'production' })).toBe('viacep');
    expect(zipCodeProviderName({ mode: 'production', zipCodeProvider: 'sandbox' })).toBe('sandbox');
    expect(zipCodeProviderName({ mode: 'sandbox', zipCodeProvider: 'viacep' })).toBe('viacep');
  });
});

describe('ZIP_CODE_PROVIDER', () => {
  test('is read by loadConfig, case-insensitively; anything else is refused', () => {
    expect(loadConfig({}).zipCodeProvider).toBeUndefined();
    expect(loadConfig({ ZIP_CODE_PROVIDER: 'ViaCEP' }).zipCodeProvider).toBe('viacep');
    expect(zipCodeProviderName(loadConfig({ ZIP_CODE_PROVIDER: 'viacep' }))).toBe('viacep');
    expect(() => loadConfig({ ZIP_CODE_PROVIDER: 'correios' })).toThrow(
      /ZIP_CODE_PROVIDER must be one of sandbox, viacep/,
    );
  });
});
