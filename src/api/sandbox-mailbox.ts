/**
 * The sandbox mailbox (design §4 "sandbox helpers"): `GET /sandbox/mailbox?to=…` lists the
 * e-mails the platform sent to an address, newest first. The route exists in sandbox mode only
 * (production answers 404), which is also how a client can tell the two modes apart.
 * @module
 */
import type { MailboxMessage } from '../contracts/mailbox';
import type { ApiRequest } from './request';

/** The sandbox mailbox calls. */
export interface SandboxMailboxApi {
  /** `GET /sandbox/mailbox?to=…` → the messages sent to `to`, newest first. */
  list(to: string): Promise<MailboxMessage[]>;
}

// Loaded with the first call that needs them (issue 15: contracts stay out of the first load).
const contracts = () => import('../contracts/mailbox');

/** Binds the sandbox mailbox calls to a client's `request`. */
export function createSandboxMailboxApi(request: ApiRequest): SandboxMailboxApi {
  return {
    list: async (to) => {
      const { MailboxMessageListSchema } = await contracts();
      return request('/sandbox/mailbox', {
        query: { to },
        parse: (data) => MailboxMessageListSchema.parse(data),
      });
    },
  };
}
