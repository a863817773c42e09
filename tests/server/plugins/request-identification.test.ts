import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseCorrespondentId } from '../../../server/plugins/request-identification';
import { buildTestApp, type TestApp } from '../test-app';

describe('request identification', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      seed: false,
      extend: (app) => app.get('/api/test/identity', async (request) => request.identity),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  test('reads user-type and correspondent_id from the headers', async () => {
    const response = await t.app.inject({
      url: '/api/test/identity',
      headers: { 'user-type': 'user', correspondent_id: '2' },
    });
    expect(response.json()).toEqual({ userType: 'user', correspondentId: 2 });
  });

  test('defaults to no user type and correspondent 0', async () => {
    const response = await t.app.inject({ url: '/api/test/identity' });
    expect(response.json()).toEqual({ userType: null, correspondentId: 0 });
  });

  test.each([
    ['a word', 'undefined', 0],
    ['a negative number', '-3', 0],
    ['a decimal', '1.5', 0],
    ['an empty value', '', 0],
    ['a huge number', '99999999999999999999', 0],
    ['padding around a number', ' 7 ', 7],
    ['zero', '0', 0],
  ])('treats %s as correspondent %s → %i instead of failing the request', (_, raw, expected) => {
    expect(parseCorrespondentId(raw)).toBe(expected);
  });

  test('a garbage correspondent_id does not fail a public call', async () => {
    const response = await t.app.inject({
      url: '/api/health',
      headers: { correspondent_id: 'null' },
    });
    expect(response.statusCode).toBe(200);
  });
});
