import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { createViaCepZipCodes } from '../../../server/providers/zip-codes/viacep-zip-codes';
import { ZipCodeUnavailableError } from '../../../server/providers/zip-codes/zip-code-provider';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

function recorded(name: string): string {
  return fs.readFileSync(path.join(FIXTURES, name), 'utf8');
}

/** A fetch answering one recorded body (or throwing), keeping the URLs asked for. */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const urls: string[] = [];
  const fake = (input: string | URL | Request): Promise<Response> => {
    urls.push(typeof input === 'string' ? input : input.toString());
    return Promise.resolve().then(answer);
  };
  return { fetch: fake as typeof fetch, urls };
}

const json =
  (name: string, status = 200) =>
  () =>
    new Response(recorded(name), { status, headers: { 'content-type': 'application/json' } });

describe('the ViaCEP adapter', () => {
  test('maps a found CEP to our field names, asking /ws/{cep}/json/', async () => {
    const { fetch, urls } = fakeFetch(json('viacep-01001000.json'));
    const found = await createViaCepZipCodes({ fetch }).lookup('01001000');
    expect(urls).toEqual(['https://viacep.com.br/ws/01001000/json/']);
    expect(found).toEqual({
      zipCode: '01001-000',
      street: 'Praça da Sé',
      complement: 'lado ímpar',
      neighborhood: 'Sé',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
      ibge: '3550308',
      ddd: '11',
      sandbox: false,
    });
  });

  test.each(['viacep-not-found.json', 'viacep-not-found-legacy.json'])(
    'reads %s ({"erro": true}) as not found',
    async (name) => {
      const { fetch } = fakeFetch(json(name));
      await expect(createViaCepZipCodes({ fetch }).lookup('99999999')).resolves.toBeUndefined();
    },
  );

  test.each([
    ['an HTTP 400 page', () => new Response(recorded('viacep-bad-request.html'), { status: 400 })],
    ['an HTTP 500', () => new Response('busy', { status: 500 })],
    [
      'HTML with status 200',
      () => new Response(recorded('viacep-bad-request.html'), { status: 200 }),
    ],
    ['a body without uf', () => Response.json({ cep: '01001-000', logradouro: 'Praça da Sé' })],
    ['an unexpected erro value', () => Response.json({ erro: 'maybe' })],
    [
      'a network failure',
      () => {
        throw new TypeError('fetch failed');
      },
    ],
    [
      'a time-out',
      () => {
        throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
      },
    ],
  ])('answers %s as unavailable, never as not found', async (_label, answer) => {
    const { fetch } = fakeFetch(answer);
    await expect(createViaCepZipCodes({ fetch }).lookup('01001000')).rejects.toBeInstanceOf(
      ZipCodeUnavailableError,
    );
  });

  test('empty ibge and ddd read as null; a custom root is used as given', async () => {
    const { fetch, urls } = fakeFetch(() =>
      Response.json({
        cep: '69301-000',
        logradouro: '',
        bairro: '',
        localidade: 'Boa Vista',
        uf: 'RR',
        ibge: '',
        ddd: '',
      }),
    );
    const found = await createViaCepZipCodes({ fetch, baseUrl: 'https://cep.test/ws/' }).lookup(
      '69301000',
    );
    expect(urls).toEqual(['https://cep.test/ws/69301000/json/']);
    expect(found).toMatchObject({ city: 'Boa Vista', state: 'RR', ibge: null, ddd: null });
  });
});
