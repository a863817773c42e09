import { describe, expect, test } from 'vitest';
import {
  MAX_AMOUNT_CENTS,
  brCodeAmountText,
  brCodeImageDataUrl,
  buildDynamicBrCode,
  buildStaticBrCode,
  isStaticTxid,
  parseBrCode,
} from '../../../../src/domain/pix/br-code';
import { isPixCopyPasteCode } from '../../../../src/domain/pix/emv';
import { crc, decodeTlv } from './independent-emv-reader';

function expectValidCrc(code: string) {
  expect(code.slice(-8, -4)).toBe('6304');
  expect(code.slice(-4)).toBe(crc(code.slice(0, -4)));
}

const merchant = { merchantName: 'Câmbio Demo Correspondente Ltda', merchantCity: 'São Paulo' };

describe('buildStaticBrCode: the code an operation is paid with', () => {
  const code = buildStaticBrCode({
    ...merchant,
    pixKey: '11222333000181',
    amountCents: 543_210,
    txid: 'FX000123ABC',
    singleUse: true,
  });
  const fields = decodeTlv(code);

  test('decodes, with an independent TLV reader, to every field of the EMV payload', () => {
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(fields.get('26.00')).toBe('br.gov.bcb.pix');
    expect(fields.get('26.01')).toBe('11222333000181');
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('5432.10');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe('CAMBIO DEMO CORRESPONDENT');
    expect(fields.get('60')).toBe('SAO PAULO');
    expect(fields.get('62.05')).toBe('FX000123ABC');
    expect([...fields.keys()].at(-1)).toBe('63');
  });

  test('ends with 6304 and the CRC16/CCITT-FALSE of everything before it', () => {
    expectValidCrc(code);
  });

  test('passes the copy-paste code check the forms use, and reads back the same', () => {
    expect(isPixCopyPasteCode(code)).toBe(true);
    expect(parseBrCode(code)).toEqual({
      kind: 'static',
      pixKey: '11222333000181',
      amountCents: 543_210,
      txid: 'FX000123ABC',
      singleUse: true,
      merchantName: 'CAMBIO DEMO CORRESPONDENT',
      merchantCity: 'SAO PAULO',
    });
  });

  test.each([1, 10, 99, 100, 12_345, 1_000_000_01, 123_456_789_012, MAX_AMOUNT_CENTS])(
    'writes %i cents as their exact decimal',
    (amountCents) => {
      const built = buildStaticBrCode({ ...merchant, pixKey: 'a@b.co', amountCents });
      expect(decodeTlv(built).get('54')).toBe(brCodeAmountText(amountCents));
      expect(parseBrCode(built)?.amountCents).toBe(amountCents);
    },
  );

  test('without amount or txid: no field 54, txid ***, reusable (no field 01)', () => {
    const open = decodeTlv(buildStaticBrCode({ ...merchant, pixKey: '+5561912345678' }));
    expect(open.has('54')).toBe(false);
    expect(open.get('62.05')).toBe('***');
    expect(open.has('01')).toBe(false);
  });

  test('rebuilds the BCB manual’s static example (§2.6.3) but for pix-utils’ upper-cased name', () => {
    const built = buildStaticBrCode({
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      pixKey: '123e4567-e12b-12d1-a456-426655440000',
    });
    const manual =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
    expect(built.slice(0, -4)).toBe(manual.slice(0, -4).replace('Fulano de Tal', 'FULANO DE TAL'));
    expectValidCrc(built);
    expectValidCrc(manual);
  });

  test.each([
    ['a zero amount', { amountCents: 0 }],
    ['a negative amount', { amountCents: -100 }],
    ['a fractional amount', { amountCents: 10.5 }],
    ['an amount beyond 13 characters', { amountCents: MAX_AMOUNT_CENTS + 1 }],
    ['a txid with a dash', { txid: 'FX-1' }],
    ['a txid of 26 characters', { txid: 'A'.repeat(26) }],
    ['a blank merchant name', { merchantName: '  ' }],
  ])('refuses %s', (_name, change) => {
    expect(() => buildStaticBrCode({ ...merchant, pixKey: 'a@b.co', ...change })).toThrow(
      RangeError,
    );
  });
});

describe('buildDynamicBrCode', () => {
  test('rebuilds the BCB manual’s dynamic example (§2.7.2) but for the upper-cased name', () => {
    const built = buildDynamicBrCode({
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      locationUrl: 'https://pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
    });
    const manual =
      '00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4';
    expect(built.slice(0, -4)).toBe(manual.slice(0, -4).replace('Fulano de Tal', 'FULANO DE TAL'));
    expectValidCrc(built);
    const fields = decodeTlv(built);
    expect(fields.get('01')).toBe('12');
    expect(fields.get('26.25')).toBe('pix.example.com/8b3da2f39a4140d1a91abd93113bd441');
    expect(fields.has('54')).toBe(false);
    expect(parseBrCode(built)).toMatchObject({
      kind: 'dynamic',
      locationUrl: 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
      singleUse: true,
      txid: '***',
    });
  });

  test('refuses a location longer than 77 characters', () => {
    expect(() =>
      buildDynamicBrCode({ ...merchant, locationUrl: `pix.example.com/${'a'.repeat(62)}` }),
    ).toThrow(RangeError);
  });
});

describe('parseBrCode and the QR image', () => {
  test('reads the published manual example', () => {
    expect(
      parseBrCode(
        '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
      ),
    ).toEqual({
      kind: 'static',
      pixKey: '123e4567-e12b-12d1-a456-426655440000',
      txid: '***',
      singleUse: false,
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
  });

  test('refuses a code with a wrong CRC', () => {
    const code = buildStaticBrCode({ ...merchant, pixKey: 'a@b.co', amountCents: 100 });
    expect(parseBrCode(code.slice(0, -4) + '0000')).toBeUndefined();
  });

  test('draws a PNG data URL', async () => {
    const code = buildStaticBrCode({ ...merchant, pixKey: 'a@b.co', amountCents: 100 });
    expect(await brCodeImageDataUrl(code)).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/);
  });

  test('txids are 1–25 letters or digits', () => {
    expect(isStaticTxid('FX000123ABC')).toBe(true);
    expect(isStaticTxid('')).toBe(false);
    expect(isStaticTxid('fx_1')).toBe(false);
  });
});
