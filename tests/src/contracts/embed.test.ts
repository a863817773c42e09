import { describe, expect, test } from 'vitest';
import {
  EMBED_LANG_PARAM,
  EMBED_PARAM,
  EMBED_SOURCE,
  MAX_EMBED_HEIGHT,
  embedHostOrigin,
  parseEmbedMessage,
} from '../../../src/contracts/embed';

describe('the embed protocol constants', () => {
  test('name the query parameters and the message source the element and the page share', () => {
    expect(EMBED_PARAM).toBe('fx-embed');
    expect(EMBED_LANG_PARAM).toBe('lang');
    expect(EMBED_SOURCE).toBe('fx-checkout');
  });
});

describe('parseEmbedMessage', () => {
  test('reads ready', () => {
    expect(parseEmbedMessage({ source: 'fx-checkout', type: 'ready' })).toEqual({
      source: 'fx-checkout',
      type: 'ready',
    });
  });

  test('reads resize with the height as given when it is a whole number', () => {
    expect(parseEmbedMessage({ source: 'fx-checkout', type: 'resize', height: 640 })).toEqual({
      source: 'fx-checkout',
      type: 'resize',
      height: 640,
    });
  });

  test.each([
    [640.2, 641],
    [0, 0],
    [0.01, 1],
    [MAX_EMBED_HEIGHT, MAX_EMBED_HEIGHT],
    [MAX_EMBED_HEIGHT + 0.5, MAX_EMBED_HEIGHT],
    [1_000_000, MAX_EMBED_HEIGHT],
  ])('rounds a resize height of %s up and clamps it to %s', (height, expected) => {
    expect(parseEmbedMessage({ source: 'fx-checkout', type: 'resize', height })).toEqual({
      source: 'fx-checkout',
      type: 'resize',
      height: expected,
    });
  });

  test.each([
    ['negative', -1],
    ['not a number', '640'],
    ['NaN', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
    ['missing', undefined],
  ])('refuses a resize whose height is %s', (_, height) => {
    expect(parseEmbedMessage({ source: 'fx-checkout', type: 'resize', height })).toBeUndefined();
  });

  test('reads navigate with an absolute path', () => {
    expect(
      parseEmbedMessage({ source: 'fx-checkout', type: 'navigate', path: '/demo/app/checkout' }),
    ).toEqual({ source: 'fx-checkout', type: 'navigate', path: '/demo/app/checkout' });
  });

  test('cuts a very long navigate path to 2048 characters', () => {
    const path = `/${'a'.repeat(5000)}`;
    const message = parseEmbedMessage({ source: 'fx-checkout', type: 'navigate', path });
    expect(message?.type === 'navigate' && message.path.length).toBe(2048);
  });

  test.each([
    ['a relative path', 'demo/app'],
    ['a URL', 'https://evil.example/'],
    ['not a string', 42],
    ['missing', undefined],
  ])('refuses navigate with %s', (_, path) => {
    expect(parseEmbedMessage({ source: 'fx-checkout', type: 'navigate', path })).toBeUndefined();
  });

  test.each(['success', 'pending', 'error'] as const)(
    'reads complete with outcome %s',
    (outcome) => {
      expect(parseEmbedMessage({ source: 'fx-checkout', type: 'complete', outcome })).toEqual({
        source: 'fx-checkout',
        type: 'complete',
        outcome,
      });
    },
  );

  test('keeps a valid operation id and status on complete', () => {
    expect(
      parseEmbedMessage({
        source: 'fx-checkout',
        type: 'complete',
        outcome: 'success',
        operationId: 1234,
        status: 'AWAITING_PAYMENT',
      }),
    ).toEqual({
      source: 'fx-checkout',
      type: 'complete',
      outcome: 'success',
      operationId: 1234,
      status: 'AWAITING_PAYMENT',
    });
  });

  test.each([
    ['zero', 0],
    ['negative', -5],
    ['fractional', 1.5],
    ['a string', '1234'],
    ['unsafe', Number.MAX_SAFE_INTEGER + 1],
  ])('drops an operation id that is %s but keeps the outcome', (_, operationId) => {
    expect(
      parseEmbedMessage({
        source: 'fx-checkout',
        type: 'complete',
        outcome: 'pending',
        operationId,
      }),
    ).toEqual({ source: 'fx-checkout', type: 'complete', outcome: 'pending' });
  });

  test.each([
    ['lower case', 'awaiting_payment'],
    ['markup', '<b>PAID</b>'],
    ['empty', ''],
    ['too long', 'A'.repeat(65)],
    ['not a string', 7],
  ])('drops a status that is %s but keeps the outcome', (_, status) => {
    expect(
      parseEmbedMessage({ source: 'fx-checkout', type: 'complete', outcome: 'error', status }),
    ).toEqual({ source: 'fx-checkout', type: 'complete', outcome: 'error' });
  });

  test.each([
    ['7051', '7051'],
    ['fc0003', 'fc0003'],
    ['<b>x</b>', undefined],
    ['', undefined],
    ['x'.repeat(17), undefined],
  ])('keeps the payer page failure code %j only when it is a short code', (code, kept) => {
    expect(
      parseEmbedMessage({ source: 'fx-checkout', type: 'complete', outcome: 'error', code }),
    ).toEqual({
      source: 'fx-checkout',
      type: 'complete',
      outcome: 'error',
      ...(kept === undefined ? {} : { code: kept }),
    });
  });

  test.each([['done'], [''], [undefined], ['SUCCESS']])(
    'refuses complete with outcome %s',
    (outcome) => {
      expect(
        parseEmbedMessage({ source: 'fx-checkout', type: 'complete', outcome }),
      ).toBeUndefined();
    },
  );

  test.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'fx-checkout'],
    ['a number', 42],
    ['an array', ['fx-checkout', 'ready']],
    ['no source', { type: 'ready' }],
    ['another source', { source: 'react-devtools', type: 'ready' }],
    ['an unknown type', { source: 'fx-checkout', type: 'close' }],
    ['no type', { source: 'fx-checkout' }],
  ])('refuses %s', (_, data) => {
    expect(parseEmbedMessage(data)).toBeUndefined();
  });

  test('returns only the protocol fields, not whatever else the data carried', () => {
    expect(
      parseEmbedMessage({ source: 'fx-checkout', type: 'ready', token: 'secret', extra: 1 }),
    ).toEqual({ source: 'fx-checkout', type: 'ready' });
  });
});

describe('embedHostOrigin', () => {
  test.each([
    ['https://shop.example', 'https://shop.example'],
    ['https://Shop.example/path', 'https://shop.example'],
    ['https://shop.example/checkout?x=1#top', 'https://shop.example'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['https://shop.example:443', 'https://shop.example'],
    ['https://shop.example:8443/', 'https://shop.example:8443'],
  ])('reads %s as the origin %s', (value, origin) => {
    expect(embedHostOrigin(value)).toBe(origin);
  });

  test.each([
    ['undefined', undefined],
    ['null', null],
    ['empty', ''],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a file: URL', 'file:///etc/passwd'],
    ['an ftp URL', 'ftp://shop.example'],
    ['a path', '/shop'],
    ['a host without scheme', 'shop.example'],
    ['garbage', 'not a url at all'],
  ])('refuses %s', (_, value) => {
    expect(embedHostOrigin(value)).toBeUndefined();
  });
});
