import { describe, expect, test } from 'vitest';
import {
  ZipCodeUnavailableError,
  type ZipCodeProvider,
} from '../../../../server/providers/zip-codes/zip-code-provider';
import { createCityLocator } from '../../../../server/services/paper-money/city-locator';
import type { ZipLookup } from '../../../../src/contracts/addresses';

const base: ZipLookup = {
  zipCode: '00000-000',
  street: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: 'SP',
  country: 'BR',
  ibge: null,
  ddd: null,
  sandbox: false,
};

function answering(answer: ZipLookup | undefined | Error): ZipCodeProvider {
  return {
    name: 'fake',
    lookup: () => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)),
  };
}

describe('createCityLocator', () => {
  test('places a CEP at the centre of its served city, by the IBGE code', async () => {
    const locate = createCityLocator({
      zipCodes: answering({ ...base, city: 'Santos', ibge: '3548500' }),
    });
    expect(await locate('11010-000')).toEqual({ latitude: -23.9608, longitude: -46.3336 });
  });

  test('falls back to the name and state when the provider gives no IBGE code', async () => {
    const locate = createCityLocator({
      zipCodes: answering({ ...base, city: 'Florianopolis', state: 'SC' }),
    });
    expect(await locate('88010000')).toEqual({ latitude: -27.5954, longitude: -48.548 });
  });

  test.each([
    ['a city that is not served', { ...base, city: 'Ouro Preto', state: 'MG', ibge: '3146107' }],
    ['a state-only answer', base],
    ['an unknown CEP', undefined],
    ['a provider that cannot answer', new ZipCodeUnavailableError('down')],
  ])('cannot place %s', async (_case, answer) => {
    expect(await createCityLocator({ zipCodes: answering(answer) })('01310100')).toBeUndefined();
  });

  test('does not ask about text that is not a CEP', async () => {
    const locate = createCityLocator({
      zipCodes: { name: 'fake', lookup: () => Promise.reject(new Error('asked')) },
    });
    expect(await locate('123')).toBeUndefined();
  });
});
