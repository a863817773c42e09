import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../../widgets/shared/initials';

describe('initialsOf', () => {
  it.each([
    ['Demo Câmbio', 'DC'],
    ['Aurora Remessas', 'AR'],
    ['Casa de Câmbio Exemplo', 'CE'],
    ['Aurora', 'AU'],
    ['  élan  câmbio ', 'ÉC'],
    ['A & B Turismo', 'AT'],
    ['', '?'],
  ])('%s → %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});
