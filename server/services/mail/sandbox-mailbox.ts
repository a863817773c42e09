/**
 * The sandbox mail adapter (design §4 "sandbox helpers"): e-mails never leave the machine. The
 * outbox row already holds the whole e-mail, so delivering is nothing more than the worker
 * marking it SENT through this transport; it can then be read at `GET /api/sandbox/mailbox?to=…`.
 * @module
 */
import type { Mailer } from './mailer';

/** A mailer whose deliveries stay in the sandbox mailbox (the outbox table). */
export function createSandboxMailbox(): Mailer {
  return {
    kind: 'sandbox',
    async send() {
      // Nothing to transmit: the row the worker marks SENT is the mailbox entry.
    },
  };
}
