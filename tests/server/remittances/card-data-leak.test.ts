/**
 * Card data never lands anywhere (issue 16 "Proof": no card number or CVV in the server's logs or
 * any database table). A charge suite runs every sandbox test card — and a malformed and an
 * unknown card — through the tokenizer and the charge, the lifecycle job and the e-mails; then
 * every row of every table of the schema (every column, as JSON) and every log line the server
 * wrote at trace level are searched for each card number and for the CVVs used. The CVVs are
 * 4-digit values chosen to occur nowhere else; as 4 digits may still turn up inside a random id,
 * a CVV is looked for as a whole value (a JSON string or number), and no stored or logged JSON
 * may carry a `cvv` key.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createLifecycleWorker } from '../../../server/jobs/remittance-lifecycle';
import { buildTestApp, type TestApp } from '../test-app';
import { cpfOf } from '../customers/customer-fixtures';
import { movableClock } from '../payments/payment-fixtures';
import {
  createInbound,
  inboundBody,
  inboundCustomer,
  type InboundCustomer,
} from './inbound-fixtures';

const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';

const CARDS = [
  '4111111111111111',
  '4000050000007051',
  '4000010000000092',
  '4000020000000034',
  '4000070000000070',
  '4000000000000259',
  // Not a test card: the sandbox's default answer.
  '5555555555554444',
];
const CVVS = ['8362', '9471', '6083'];
const MALFORMED = '4111-1111-1111';

describe(`no card number or CVV in any table or log line (${target})`, () => {
  let t: TestApp;
  const clock = movableClock();
  const logLines: string[] = [];
  let max: InboundCustomer;

  async function tokenize(cardNumber: string, cvv: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/sandbox/card-tokenizer/tokens',
      headers: { correspondent_id: '1' },
      payload: { cardNumber, cvv, expiry: '12/30', zip: '10001' },
    });
  }

  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      lifecycle: false,
      logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } },
    });
    max = await inboundCustomer(t, {
      email: 'entrada-max@demo.test',
      cpf: cpfOf('753159852'),
      name: 'Max Recebedor',
    });
    let cvv = 0;
    for (const card of CARDS) {
      const created = await createInbound(t, max.headers, await inboundBody(t, max));
      expect(created.statusCode, created.body).toBe(201);
      const link = created.json<{ paymentLink: { id: string } }>().paymentLink.id;
      const token = await tokenize(card, CVVS[cvv++ % CVVS.length] ?? '8362');
      const tokenized = token.statusCode === 201 ? token.json<{ token: string }>().token : null;
      const charged = await t.app.inject({
        method: 'POST',
        url: '/api/v1/remittances/inbound/create-charge',
        headers: { correspondent_id: '1' },
        payload: {
          operationId: link,
          personType: 'PERSON',
          name: 'John Payer',
          fullName: 'John Payer',
          amount: 100_000,
          tokenized,
          birthDate: '1980-05-17',
          email: 'john.payer@example.com',
          mobile: '+12125550123',
          address: {
            address: '1 Main Street',
            city: 'New York',
            country: 'US',
            state: 'NY',
            postalCode: '10001',
          },
        },
      });
      expect(charged.statusCode).toBeLessThan(500);
    }
    expect((await tokenize(MALFORMED, '12')).statusCode).toBe(422);
    // The processing card settles, the paid operations step on, the e-mails go out.
    const job = createLifecycleWorker({ db: t.db, clock, stepMs: 5000 });
    for (let step = 0; step < 4; step += 1) {
      clock.advance(60_000);
      await job.runDue();
    }
    await t.app.outbox.drain();
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  /** Every row of every table of the current schema, as JSON text, by table. */
  async function everyTable(): Promise<Map<string, string>> {
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
       where table_schema = current_schema() and table_type = 'BASE TABLE'
    `.execute(t.db);
    const dump = new Map<string, string>();
    for (const { table_name: name } of tables.rows) {
      const rows = await sql`select * from ${sql.table(name)}`.execute(t.db);
      dump.set(name, JSON.stringify(rows.rows));
    }
    return dump;
  }

  /**
   * Whether `text` holds `cvv` as a whole JSON value: `"8362"` or `8362` after `:`, `,` or `[`,
   * also inside JSON stored as a string (`\"8362\"`).
   */
  const holdsValue = (text: string, cvv: string) =>
    new RegExp(`(?:\\\\?"|[:,[]\\s*)${cvv}(?:\\\\?"|[,}\\]])`).test(text);

  test('no table holds a card number, a CVV or a cvv key', async () => {
    const dump = await everyTable();
    expect(dump.size).toBeGreaterThan(20);
    // The suite did write what it should: charges and e-mails.
    expect(dump.get('inbound_charges')).toContain('APPROVED');
    expect(dump.get('mail_messages')).toContain('inbound-payment');
    for (const [table, text] of dump) {
      for (const card of [...CARDS, MALFORMED]) {
        expect(text.includes(card), `${table} holds ${card}`).toBe(false);
      }
      for (const cvv of CVVS) expect(holdsValue(text, cvv), `${table} holds a CVV`).toBe(false);
      expect(/\\?"cvv\\?"/i.test(text), `${table} holds a cvv key`).toBe(false);
    }
  });

  test('no log line holds a card number, a CVV or a cvv key', () => {
    const log = logLines.join('\n');
    // The log is not empty: the requests were logged (the tokenizer's are silent on purpose).
    expect(log).toContain('create-charge');
    for (const card of [...CARDS, MALFORMED]) expect(log).not.toContain(card);
    for (const cvv of CVVS) expect(holdsValue(log, cvv)).toBe(false);
    expect(log).not.toMatch(/"cvv"/i);
  });

  // Runs last: proves the search would see a leak (it writes one).
  test('the search finds a card number and a CVV where one is written', async () => {
    await t.db
      .insertInto('card_tokens')
      .values({ token: 'tok_leak', outcome: JSON.stringify({ n: CARDS[0], cvv: CVVS[0] }) })
      .execute();
    const text = (await everyTable()).get('card_tokens') ?? '';
    expect(text).toContain(CARDS[0]);
    expect(holdsValue(text, CVVS[0] ?? '')).toBe(true);
    expect(/\\?"cvv\\?"/i.test(text)).toBe(true);
  });
});
