/**
 * The sandbox mailbox (design §4 "sandbox helpers", issue 3): `GET /sandbox/mailbox?to=…` lists
 * the e-mails the platform sent to an address, newest first (the last 50), so a registration
 * code, an invitation or a recovery link can be read without a mail server. E-mails leave
 * through the outbox after their action commits (`server/jobs/outbox-worker.ts`): one appears
 * here once the worker has delivered it to the sandbox mailbox, a moment later. The plugin
 * registers nothing outside sandbox mode: in production the path answers ROUTE_NOT_FOUND like
 * any unknown API path.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBodySchema } from '../../src/contracts/errors';
import { MailboxMessageListSchema, MailboxQuerySchema } from '../../src/contracts/mailbox';
import type { Config } from '../config';
import type { MailOutbox } from '../services/mail/mail-outbox';

/** Options of {@link sandboxMailboxRoutes}. */
export interface SandboxMailboxRoutesOptions {
  /** The outbox whose sandbox deliveries are listed. */
  outbox: MailOutbox;
  config: Pick<Config, 'mode'>;
}

/** `GET /sandbox/mailbox?to=…`, in sandbox mode only. */
export const sandboxMailboxRoutes: FastifyPluginAsync<SandboxMailboxRoutesOptions> = async (
  app,
  { outbox, config },
) => {
  // Checked here as well as by the caller: a test helper must never reach production.
  if (config.mode !== 'sandbox') return;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/sandbox/mailbox',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'E-mails sent to an address (sandbox only)',
        description:
          'A test helper, absent in production. The last 50 e-mails to `to`, newest first, ' +
          'with their text and HTML bodies, once the outbox worker has delivered them (a moment ' +
          'after the action). Empty when `SMTP_URL` sends e-mail out instead.',
        querystring: MailboxQuerySchema,
        response: { 200: MailboxMessageListSchema, 422: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const messages = await outbox.sandboxMailbox(request.query.to);
      reply.header('cache-control', 'no-store');
      return messages;
    },
  );
};
