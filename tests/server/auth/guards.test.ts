import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app';
import { signIn, type TokenHeaders } from './sign-in-helpers';

function guardedRoutes(app: FastifyInstance): void {
  app.get('/test/user', { preHandler: app.requireUser }, async (request) => ({
    email: request.user?.email,
  }));
  app.get('/test/admin', { preHandler: app.requireAdmin }, async () => ({ ok: true }));
  app.get('/test/linked', { preHandler: app.requireLinkedUser }, async (request) => ({
    correspondent: request.correspondent?.identifier,
  }));
}

describe('requireUser, requireAdmin and requireLinkedUser', () => {
  let t: TestApp;
  let customer: TokenHeaders;
  let admin: TokenHeaders;

  beforeAll(async () => {
    t = await buildTestApp({ extend: guardedRoutes });
    customer = await signIn(t.app, 'cliente@demo.test');
    admin = await signIn(t.app, 'admin@demo.test');
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US', ...headers } });

  test('without tokens a protected route answers 401 UNAUTHORIZED in the one error shape', async () => {
    const response = await get('/test/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'Your session has expired. Please sign in again.',
    });
    expect((await get('/test/admin')).statusCode).toBe(401);
  });

  test('a signed-in customer passes requireUser and gets 403 FORBIDDEN from requireAdmin', async () => {
    const user = await get('/test/user', { ...customer });
    expect(user.json()).toEqual({ email: 'cliente@demo.test' });
    const denied = await get('/test/admin', { ...customer });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('FORBIDDEN');
    expect((await get('/test/admin', { ...admin })).statusCode).toBe(200);
  });

  test('a customer reaches a linked correspondent and is refused by another; an admin reaches both', async () => {
    const linked = await get('/test/linked', { ...customer, correspondent_id: '1' });
    expect(linked.json()).toEqual({ correspondent: 'demo' });
    const other = await get('/test/linked', { ...customer, correspondent_id: '2' });
    expect(other.statusCode).toBe(403);
    const adminOther = await get('/test/linked', { ...admin, correspondent_id: '2' });
    expect(adminOther.statusCode).toBe(200);
  });
});
