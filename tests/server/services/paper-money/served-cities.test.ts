import { describe, expect, test } from 'vitest';
import servedCities from '../../../../server/data/served-cities.json' with { type: 'json' };
import { SANDBOX_CORRESPONDENTS } from '../../../../server/db/seeds/sandbox-correspondents';
import {
  findServedCity,
  foldCityName,
  searchServedCities,
  servedCityByIbge,
} from '../../../../server/services/paper-money/served-cities';
import { isValidIbgeCode } from '../../../../src/domain/address/ibge-code';

/** The IBGE code of each state: the first two digits of its municipalities' codes. */
// prettier-ignore
const STATE_CODES: Record<string, string> = {
  RO: '11', AC: '12', AM: '13', RR: '14', PA: '15', AP: '16', TO: '17',
  MA: '21', PI: '22', CE: '23', RN: '24', PB: '25', PE: '26', AL: '27', SE: '28', BA: '29',
  MG: '31', ES: '32', RJ: '33', SP: '35', PR: '41', SC: '42', RS: '43',
  MS: '50', MT: '51', GO: '52', DF: '53',
};

describe('the served-cities data', () => {
  test('holds the 27 capitals and the large cities, about a hundred in all', () => {
    expect(servedCities.length).toBeGreaterThanOrEqual(90);
    expect(servedCities.length).toBeLessThanOrEqual(110);
    expect(new Set(servedCities.map((city) => city.state)).size).toBe(27);
  });

  test.each(servedCities.map((city) => [city.name, city.state, city]))(
    '%s (%s) has a valid IBGE code of its state and coordinates inside Brazil',
    (_name, _state, city) => {
      expect(isValidIbgeCode(city.ibge)).toBe(true);
      expect(STATE_CODES[city.state]).toBe(city.ibge.slice(0, 2));
      // Brazil's extremes: 5.27° N (Monte Caburaí) to 33.75° S (Arroio Chuí), 34.79° W (Ponta
      // do Seixas) to 73.99° W (Serra do Divisor).
      expect(city.latitude).toBeGreaterThan(-33.75);
      expect(city.latitude).toBeLessThan(5.27);
      expect(city.longitude).toBeGreaterThan(-73.99);
      expect(city.longitude).toBeLessThan(-34.79);
    },
  );

  test('codes are unique, and names are unique within a state', () => {
    expect(new Set(servedCities.map((city) => city.ibge)).size).toBe(servedCities.length);
    const names = servedCities.map((city) => `${city.state}/${foldCityName(city.name)}`);
    expect(new Set(names).size).toBe(names.length);
  });

  test('serves the city of every sandbox agent', () => {
    for (const seed of SANDBOX_CORRESPONDENTS) {
      for (const agent of seed.agents) {
        expect(
          findServedCity(agent.city, agent.state),
          `${agent.city}/${agent.state}`,
        ).toBeDefined();
      }
    }
  });
});

describe('the served-cities lookup', () => {
  test.each([
    ['sao paulo', 'SP', '3550308'],
    ['SÃO PAULO', 'sp', '3550308'],
    ['  Florianopolis ', 'SC', '4205407'],
    ['Brasilia', 'DF', '5300108'],
  ])('finds %j in %s as %s', (name, state, ibge) => {
    expect(findServedCity(name, state)?.ibge).toBe(ibge);
  });

  test('does not find a city that is not served, nor a served name in another state', () => {
    expect(findServedCity('Ouro Preto', 'MG')).toBeUndefined();
    expect(findServedCity('São Paulo', 'RJ')).toBeUndefined();
  });

  test('finds a city by its IBGE code', () => {
    expect(servedCityByIbge('3304557')?.name).toBe('Rio de Janeiro');
    expect(servedCityByIbge('3550307')).toBeUndefined();
  });

  test('searches without accents or case, and limits the answer', () => {
    expect(searchServedCities('goiania').map((city) => city.name)).toEqual([
      'Aparecida de Goiânia',
      'Goiânia',
    ]);
    expect(searchServedCities('SÃO', 3)).toHaveLength(3);
    expect(searchServedCities('   ')).toEqual([]);
  });
});
