import { parsePix, hasError } from 'pix-utils';
import { describe, expect, test } from 'vitest';
import {
  crc16CcittFalse,
  emvValue,
  hasValidCrc,
  isPixCopyPasteCode,
  pixMerchantAccount,
  readEmvFields,
} from '../../../../src/domain/pix/emv';

/** BCB, Manual de Padrões para Iniciação do Pix, §2.6.3: the static QR code example. */
const BCB_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
/** The same manual, §2.7.2: the dynamic QR code example (location URL, single use). */
const BCB_DYNAMIC =
  '00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4';
/** pix-utils' README: a static code with an e-mail key, an amount and additional info. */
const PIX_UTILS_README =
  '00020126650014br.gov.bcb.pix0119nubank@thalesog.com0220Gerado por Pix-Utils52040000530398654041.005802BR5914Thales Ogliari6015SAO MIGUEL DO O62070503***6304059A';

describe('crc16CcittFalse', () => {
  test('gives the standard check value 29B1 for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  test.each([
    [BCB_STATIC, '1D3D'],
    [BCB_DYNAMIC, '64E4'],
    [PIX_UTILS_README, '059A'],
  ])('matches the published CRC of %s', (code, crc) => {
    expect(crc16CcittFalse(code.slice(0, -4))).toBe(crc);
    expect(hasValidCrc(code)).toBe(true);
  });

  test('a changed character breaks the CRC', () => {
    expect(hasValidCrc(BCB_STATIC.replace('Fulano', 'Fulana'))).toBe(false);
  });
});

describe('readEmvFields', () => {
  test('decodes the manual’s static example field by field', () => {
    const fields = readEmvFields(BCB_STATIC);
    expect(fields?.map((field) => [field.id, field.value.length])).toEqual([
      ['00', 2],
      ['26', 58],
      ['52', 4],
      ['53', 3],
      ['58', 2],
      ['59', 13],
      ['60', 8],
      ['62', 7],
      ['63', 4],
    ]);
    const account = pixMerchantAccount(fields ?? []);
    expect(account?.fields).toEqual([
      { id: '00', value: 'br.gov.bcb.pix' },
      { id: '01', value: '123e4567-e12b-12d1-a456-426655440000' },
    ]);
    expect(emvValue(fields ?? [], '59')).toBe('Fulano de Tal');
    expect(fields?.find((field) => field.id === '62')?.fields).toEqual([
      { id: '05', value: '***' },
    ]);
  });

  test('decodes the manual’s dynamic example with its point of initiation 12 and URL', () => {
    const fields = readEmvFields(BCB_DYNAMIC) ?? [];
    expect(emvValue(fields, '01')).toBe('12');
    expect(emvValue(pixMerchantAccount(fields)?.fields ?? [], '25')).toBe(
      'pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
    );
  });

  test.each([
    ['a length longer than the rest', '000201260500'],
    ['a non-digit ID', 'AB0201'],
    ['a zero length', '0000'],
    ['a broken template', '0002012603XYZ'],
  ])('refuses %s', (_name, payload) => {
    expect(readEmvFields(payload)).toBeUndefined();
  });
});

describe('isPixCopyPasteCode', () => {
  test.each([BCB_STATIC, BCB_DYNAMIC, PIX_UTILS_README])(
    'accepts the published code %s',
    (code) => {
      expect(isPixCopyPasteCode(code)).toBe(true);
      expect(isPixCopyPasteCode(`  ${code}\n`)).toBe(true);
    },
  );

  const withCrc = (body: string) => body + crc16CcittFalse(body);
  test.each([
    ['a wrong CRC', BCB_STATIC.slice(0, -4) + '0000'],
    ['no CRC field', BCB_STATIC.slice(0, -8)],
    [
      'another arrangement’s GUI',
      withCrc(BCB_STATIC.slice(0, -4).replace('br.gov.bcb.pix', 'br.gov.bcb.xyz')),
    ],
    ['a currency other than 986', withCrc(BCB_STATIC.slice(0, -4).replace('5303986', '5303840'))],
    ['a country other than BR', withCrc(BCB_STATIC.slice(0, -4).replace('5802BR', '5802US'))],
    ['a payload format other than 01', withCrc('000202' + BCB_STATIC.slice(6, -4))],
    ['a PIX key alone', '123e4567-e12b-12d1-a456-426655440000'],
    ['nothing', ''],
  ])('refuses %s', (_name, code) => {
    expect(isPixCopyPasteCode(code)).toBe(false);
  });

  test('is stricter than pix-utils’ parser: what it accepts, pix-utils parses to the same key or URL', () => {
    const accepted = [BCB_STATIC, BCB_DYNAMIC, PIX_UTILS_README];
    for (const code of accepted) {
      const parsed = parsePix(code);
      expect(hasError(parsed)).toBe(false);
      const account = pixMerchantAccount(readEmvFields(code) ?? [])?.fields ?? [];
      const mine = emvValue(account, '01') ?? emvValue(account, '25');
      expect('pixKey' in parsed ? parsed.pixKey : 'url' in parsed ? parsed.url : '').toBe(mine);
    }
    // A bad CRC: both refuse.
    expect(hasError(parsePix(BCB_STATIC.slice(0, -4) + '0000'))).toBe(true);
    // pix-utils checks neither the arrangement's GUI nor the payload format; this does.
    const foreign = withCrc(BCB_STATIC.slice(0, -4).replace('br.gov.bcb.pix', 'br.gov.bcb.xyz'));
    expect(hasError(parsePix(foreign))).toBe(false);
    expect(isPixCopyPasteCode(foreign)).toBe(false);
  });
});
