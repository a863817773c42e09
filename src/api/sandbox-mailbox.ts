/**
 * The sandbox mailbox (design §4 "sandbox helpers"): `GET /sandbox/mailbox?to=…` lists the
 * e-mails the platform sent to an address, newest first. The route exists in sandbox mode only
 * (production answers 404), which is also how a client can tell the two modes apart.
 * @module
 */
import { MailboxMessageListSchema, type MailboxMessage } from '../contracts/mailbox';
import type { ApiRequest } from './request';

/** The sandbox mailbox calls. */
export interface SandboxMailboxApi {
  /** `GET /sandbox/mailbox?to=…` → the messages sent to `to`, newest first. */
  list(to: string): Promise<MailboxMessage[]>;
}

/** Binds the sandbox mailbox calls to a client's `request`. */
export function createSandboxMailboxApi(request: ApiRequest): SandboxMailboxApi {
  return {
    list: (to) =>
      request('/sandbox/mailbox', {
        query: { to },
        parse: (data) => MailboxMessageListSchema.parse(data),
      }),
  };
}
