import { describe, expect, test } from 'vitest';
import { isDatabaseUnavailable } from '../../../server/db/database-errors';

// Which failures are "the database cannot be reached now" (503, try again) rather than a
// statement refused (a bug or a conflict, answered as such): issue 36, item 11.
describe('isDatabaseUnavailable', () => {
  test.each([
    ['ended by an administrator or a restart (57P01)', { code: '57P01', message: 'terminating' }],
    ['the server crashed (57P02)', { code: '57P02' }],
    ['still starting up (57P03)', { code: '57P03' }],
    ['a connection exception (08006)', { code: '08006' }],
    ['too many connections (53300)', { code: '53300' }],
    ['refused at the socket', Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })],
    ['cut at the socket', Object.assign(new Error('read'), { code: 'ECONNRESET' })],
    ["pg's own message", new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['wrapped as a cause', new Error('query failed', { cause: { code: '57P01' } })],
  ])('%s: unavailable', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test.each([
    ['a unique violation (23505)', { code: '23505', message: 'duplicate key' }],
    ['a serialization failure (40001)', { code: '40001' }],
    ['a syntax error (42601)', { code: '42601' }],
    ['an error without a code', new Error('Connection refused by policy')],
    ['not an error', 'Connection terminated'],
    ['nothing', undefined],
  ])('%s: not unavailable', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
