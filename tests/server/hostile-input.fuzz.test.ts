/**
 * Issue 14, "Hold under attack": every operation of the OpenAPI document, sent hostile values
 * derived from its own contract (NUL, lone surrogates, 10⁵-character strings, deep nesting,
 * wrong types, huge and negative numbers) signed out, as a customer and as an admin, answers no
 * 5xx and every 4xx in the one error shape with a catalogue code. `npm test` runs a bounded
 * number of cases; `FUZZ_RUNS`, `FUZZ_SEED`, `FUZZ_ROUTE`, `FUZZ_SENDER` and `FUZZ_PATH`
 * (tests/server/fuzz/fuzz-options.ts) make a longer or a narrower run.
 * @module
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { problemWith } from './fuzz/error-shape';
import { failureReport, type FailedCase } from './fuzz/failure-report';
import { fuzzOptions } from './fuzz/fuzz-options';
import { hostileMultipartRequests } from './fuzz/hostile-multipart';
import { hostileRequests, type HostileRequest } from './fuzz/hostile-request';
import { operationName, operationsOf, type Operation } from './fuzz/openapi-walker';
import type { KnownValues } from './fuzz/schema-arbitrary';
import { createSenders, type Sender, type Senders } from './fuzz/senders';
import { buildTestApp, type TestApp } from './test-app';

const options = fuzzOptions(process.env);

/** Routes that stream a multipart form (no JSON body schema in the document to derive from). */
const MULTIPART_ROUTES = new Set(['POST /api/sandbox/storage/uploads']);

/** Seeded values that take a valid-ish request past the first lookups. */
const KNOWN: KnownValues = {
  cpf: ['52998224725'],
  cnpj: ['11222333000181'],
  document: ['52998224725', '11222333000181'],
  identifier: ['demo', 'aurora'],
  correspondentId: [1, 2],
  id: [1, 2],
  merchantId: ['demo', 1],
};

const SENDER_NAMES = ['signed out', 'customer', 'admin'] as const;

function requestsFor(operation: Operation): fc.Arbitrary<HostileRequest> {
  return MULTIPART_ROUTES.has(operationName(operation))
    ? hostileMultipartRequests(operation.method, operation.path)
    : hostileRequests(operation, KNOWN);
}

let addresses = 0;
/** A new client address per request, so that per-address rate limits do not hide the routes. */
function nextAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

describe('hostile input on every route of the OpenAPI document (issue 14)', () => {
  let t: TestApp;
  let operations: Operation[];
  let senders: Senders;

  beforeAll(async () => {
    t = await buildTestApp();
    const document: unknown = (await t.app.inject({ url: '/api/openapi.json' })).json();
    operations = operationsOf(document).filter(
      (operation) => options.route === undefined || operationName(operation) === options.route,
    );
    senders = await createSenders(t.app, t.db);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test('the document lists the routes to fuzz', () => {
    expect(operations.length).toBeGreaterThan(options.route === undefined ? 80 : 0);
  });

  async function fuzz(operation: Operation, sender: Sender): Promise<FailedCase | undefined> {
    let last: HostileRequest | undefined;
    const details = await fc.check(
      fc.asyncProperty(requestsFor(operation), async (request) => {
        last = request;
        const answer = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: {
            'accept-language': 'en-US',
            ...request.headers,
            ...sender.headers,
            ...(sender.email === undefined ? {} : { correspondent_id: '1' }),
          },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
          remoteAddress: nextAddress(),
        });
        const problem = problemWith(answer);
        if (problem !== undefined) throw new Error(problem);
      }),
      {
        numRuns: options.runs,
        seed: options.seed,
        ...(options.path === undefined ? {} : { path: options.path }),
      },
    );
    if (!details.failed) return undefined;
    const [request] = details.counterexample ?? [last];
    return {
      route: operationName(operation),
      sender: sender.name,
      seed: details.seed,
      path: details.counterexamplePath ?? '',
      request,
      error: details.errorInstance,
    };
  }

  for (const name of SENDER_NAMES) {
    test.skipIf(options.sender !== undefined && options.sender !== name)(
      `answers no 5xx and every 4xx in the one error shape, sent ${name}`,
      async () => {
        const sender = senders.all.find((candidate) => candidate.name === name);
        if (sender === undefined) throw new Error(`no sender ${name}`);
        const failures: string[] = [];
        for (const operation of operations) {
          await senders.keepSignedIn(sender);
          const failed = await fuzz(operation, sender);
          if (failed !== undefined) failures.push(failureReport(failed));
        }
        expect(failures, failures.join('\n\n')).toEqual([]);
      },
      // The default run takes seconds; FUZZ_RUNS=500 takes minutes.
      Math.max(120_000, options.runs * 10_000),
    );
  }
});
