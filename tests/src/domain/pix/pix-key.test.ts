import { describe, expect, test } from 'vitest';
import {
  PIX_KEY_TYPES,
  isPixKeyType,
  isValidPixKey,
  normalisePixKey,
  pixKeyViolation,
  type PixKeyType,
} from '../../../../src/domain/pix/pix-key';

/** The sandbox individual's CPF and company's CNPJ (preamble), and BCB's own CNPJ. */
const OWN_CPF = '52998224725';
const OWN_CNPJ = '11222333000181';
const BCB_CNPJ = '00038166000105';

const BCB_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('valid PIX keys (DICT formats of the BCB manual §2.5.1 and their typed variants)', () => {
  test.each<[PixKeyType, string, string]>([
    ['cpf', '529.982.247-25', '52998224725'],
    ['cpf', '52998224725', '52998224725'],
    ['cnpj', '00.038.166/0001-05', '00038166000105'],
    ['cnpj', '12.abc.345/01de-35', '12ABC34501DE35'],
    ['email', 'fulano_da_silva.recebedor@example.com', 'fulano_da_silva.recebedor@example.com'],
    ['email', ' Ana.Souza@Example.COM ', 'ana.souza@example.com'],
    ['phone', '+5561912345678', '+5561912345678'],
    ['phone', '(61) 91234-5678', '+5561912345678'],
    ['phone', '+55 11 96123-4567', '+5511961234567'],
    ['phone', '11961234567', '+5511961234567'],
    ['hash', '123e4567-e12b-12d1-a456-426655440000', '123e4567-e12b-12d1-a456-426655440000'],
    ['hash', '9D36B84F-C70B-478F-B95C-12729B90CA25', '9d36b84f-c70b-478f-b95c-12729b90ca25'],
    ['qrcode', BCB_STATIC, BCB_STATIC],
  ])('accepts the %s key %s, written %s', (type, key, normalised) => {
    expect(pixKeyViolation(type, key)).toBeUndefined();
    expect(isValidPixKey(type, key)).toBe(true);
    expect(normalisePixKey(type, key)).toBe(normalised);
  });
});

describe('invalid PIX keys answer their catalogue message', () => {
  test.each<[PixKeyType, string, string]>([
    ['cpf', '', 'validation.required'],
    ['cpf', '   ', 'validation.required'],
    ['cpf', '123.456.789-00', 'validation.cpf'],
    ['cpf', '111.111.111-11', 'validation.cpf'],
    ['cnpj', '00.038.166/0001-06', 'validation.cnpj'],
    ['cnpj', '52998224725', 'validation.cnpj'],
    ['email', 'fulano@', 'validation.email'],
    ['email', `${'a'.repeat(70)}@example.com`, 'validation.email'],
    ['phone', '(61) 3312-3456', 'validation.pix.phone'],
    ['phone', '+1 202 555 0123', 'validation.pix.phone'],
    ['phone', '961234567', 'validation.pix.phone'],
    ['hash', '123e4567e12b12d1a456426655440000', 'validation.pix.hash'],
    ['hash', '123e4567-e12b-12d1-a456-42665544000g', 'validation.pix.hash'],
    ['qrcode', BCB_STATIC.slice(0, -4) + '0000', 'validation.pix.qrcode'],
    ['qrcode', 'nubank@thalesog.com', 'validation.pix.qrcode'],
  ])('the %s key %j → %s', (type, key, message) => {
    expect(pixKeyViolation(type, key)).toBe(message);
    expect(isValidPixKey(type, key)).toBe(false);
  });
});

describe('a CPF or CNPJ key must be the customer’s own document (doesDocumentMatch)', () => {
  test('the customer’s own CPF, however written, is accepted', () => {
    expect(pixKeyViolation('cpf', '529.982.247-25', OWN_CPF)).toBeUndefined();
  });

  test('another person’s valid CPF is refused', () => {
    expect(pixKeyViolation('cpf', '111.444.777-35', OWN_CPF)).toBe(
      'validation.pix.doesDocumentMatch',
    );
  });

  test('the company’s own CNPJ is accepted and another one refused', () => {
    expect(pixKeyViolation('cnpj', '11.222.333/0001-81', OWN_CNPJ)).toBeUndefined();
    expect(pixKeyViolation('cnpj', BCB_CNPJ, OWN_CNPJ)).toBe('validation.pix.doesDocumentMatch');
  });

  test('an invalid document is reported as invalid, not as someone else’s', () => {
    expect(pixKeyViolation('cpf', '529.982.247-24', OWN_CPF)).toBe('validation.cpf');
  });

  test('other key types do not compare documents', () => {
    expect(pixKeyViolation('email', 'ana@example.com', OWN_CPF)).toBeUndefined();
  });
});

test('the key types are those of spec operations §3.12', () => {
  expect(PIX_KEY_TYPES).toEqual(['cpf', 'cnpj', 'email', 'phone', 'hash', 'qrcode']);
  expect(isPixKeyType('hash')).toBe(true);
  expect(isPixKeyType('evp')).toBe(false);
});
