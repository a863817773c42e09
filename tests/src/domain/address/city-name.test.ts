import { describe, expect, it } from 'vitest';
import { foldCityName, isSameCity } from '../../../../src/domain/address/city-name';

describe('city names as people type them', () => {
  it('folds accents, case and spaces', () => {
    expect(foldCityName('  São  Paulo ')).toBe('sao paulo');
    expect(foldCityName('SÃO JOSÉ DOS CAMPOS')).toBe('sao jose dos campos');
  });

  it('matches a city by folded name and state', () => {
    expect(isSameCity({ name: 'Goiânia', state: 'GO' }, 'goiania', 'go')).toBe(true);
    expect(isSameCity({ name: 'Goiânia', state: 'GO' }, 'Goiânia', 'SP')).toBe(false);
    expect(isSameCity({ name: 'São Paulo', state: 'SP' }, 'São Paulo do Potengi', 'SP')).toBe(
      false,
    );
  });
});
