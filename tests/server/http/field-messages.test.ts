import { describe, expect, test } from 'vitest';
import {
  invalidFieldMessage,
  isCommonMessageKey,
  translateFieldMessage,
} from '../../../server/http/field-messages';

describe('field messages', () => {
  test('recognises message keys of the common catalogue, not groups or free text', () => {
    expect(isCommonMessageKey('validation.required')).toBe(true);
    expect(isCommonMessageKey('validation')).toBe(false);
    expect(isCommonMessageKey('validation.nope')).toBe(false);
    expect(isCommonMessageKey('Invalid input: expected number, received string')).toBe(false);
    expect(isCommonMessageKey('toString')).toBe(false);
  });

  test('fills the field name and a length bound into a catalogue message', () => {
    expect(translateFieldMessage('validation.minLength', 'password', 'en-US', { minimum: 8 })).toBe(
      'The field password must have at least 8 characters!',
    );
    expect(translateFieldMessage('validation.maxLength', 'name', 'pt-BR', { maximum: 40 })).toBe(
      'O campo name deve ter no máximo 40 caracteres!',
    );
  });

  test('leaves anything that is no catalogue key to the caller', () => {
    expect(translateFieldMessage('CPF inválido', 'document', 'pt-BR')).toBeUndefined();
  });

  test("answers the spec's generic message in both languages", () => {
    expect(invalidFieldMessage('amount', 'pt-BR')).toBe('O campo amount é inválido');
    expect(invalidFieldMessage('amount', 'en-US')).toBe('Field amount is invalid');
  });
});
