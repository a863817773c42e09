import { describe, expect, test } from 'vitest';
import {
  ZIP_CODE_RANGES,
  formatZipCode,
  isValidZipCode,
  normaliseZipCode,
  stateOfZipCode,
} from '../../../../src/domain/address/zip-code';

describe('normaliseZipCode and formatZipCode', () => {
  test.each([
    ['01310-100', '01310100', '01310-100'],
    ['01310100', '01310100', '01310-100'],
    [' 01.310-100 ', '01310100', '01310-100'],
    ['20040 002', '20040002', '20040-002'],
  ])('%j → %s, shown as %s', (input, digits, formatted) => {
    expect(normaliseZipCode(input)).toBe(digits);
    expect(isValidZipCode(input)).toBe(true);
    expect(formatZipCode(input)).toBe(formatted);
  });

  test.each(['0131010', '013101000', '01310-10A', 'ABCDE-FGH', '', '01310_100'])(
    'refuses %j',
    (input) => {
      expect(normaliseZipCode(input)).toBeUndefined();
      expect(isValidZipCode(input)).toBe(false);
      expect(formatZipCode(input)).toBe(input.trim());
    },
  );
});

describe('stateOfZipCode', () => {
  test.each([
    ['01000-000', 'SP'],
    ['01310-100', 'SP'],
    ['19999-999', 'SP'],
    ['20000-000', 'RJ'],
    ['28999-999', 'RJ'],
    ['29000-000', 'ES'],
    ['30000-000', 'MG'],
    ['39999-999', 'MG'],
    ['40000-000', 'BA'],
    ['48999-999', 'BA'],
    ['49000-000', 'SE'],
    ['50000-000', 'PE'],
    ['56999-999', 'PE'],
    ['57000-000', 'AL'],
    ['58000-000', 'PB'],
    ['59000-000', 'RN'],
    ['60000-000', 'CE'],
    ['63999-999', 'CE'],
    ['64000-000', 'PI'],
    ['65000-000', 'MA'],
    ['66000-000', 'PA'],
    ['68899-999', 'PA'],
    ['68900-000', 'AP'],
    ['68999-999', 'AP'],
    ['69000-000', 'AM'],
    ['69299-999', 'AM'],
    ['69300-000', 'RR'],
    ['69399-999', 'RR'],
    ['69400-000', 'AM'],
    ['69899-999', 'AM'],
    ['69900-000', 'AC'],
    ['69999-999', 'AC'],
    ['70000-000', 'DF'],
    ['72799-999', 'DF'],
    ['72800-000', 'GO'],
    ['72999-999', 'GO'],
    ['73000-000', 'DF'],
    ['73699-999', 'DF'],
    ['73700-000', 'GO'],
    ['76799-999', 'GO'],
    ['76800-000', 'RO'],
    ['76999-999', 'RO'],
    ['77000-000', 'TO'],
    ['77999-999', 'TO'],
    ['78000-000', 'MT'],
    ['78899-999', 'MT'],
    ['79000-000', 'MS'],
    ['79999-999', 'MS'],
    ['80000-000', 'PR'],
    ['87999-999', 'PR'],
    ['88000-000', 'SC'],
    ['89999-999', 'SC'],
    ['90000-000', 'RS'],
    ['99999-999', 'RS'],
  ])('%s is in %s', (cep, state) => {
    expect(stateOfZipCode(cep)).toBe(state);
  });

  test.each([
    ['00999-999', 'below the first range'],
    ['78900-000', 'the old Rondônia block, unassigned since 2008'],
    ['78999-999', 'the old Rondônia block, unassigned since 2008'],
    ['1234', 'malformed'],
  ])('%s has no state (%s)', (cep) => {
    expect(stateOfZipCode(cep)).toBeUndefined();
  });

  test('ranges do not overlap and are in prefix order', () => {
    for (let i = 1; i < ZIP_CODE_RANGES.length; i += 1) {
      const previous = ZIP_CODE_RANGES[i - 1];
      const current = ZIP_CODE_RANGES[i];
      expect(current && previous && current.from > previous.to).toBe(true);
    }
  });

  test('covers all 27 federative units', () => {
    expect(new Set(ZIP_CODE_RANGES.map((range) => range.state)).size).toBe(27);
  });
});
