/**
 * Contract of the sandbox mailbox (issue 3: in sandbox mode, sent e-mails are kept in the
 * database and read at `GET /api/sandbox/mailbox?to=…`; never in production mode).
 * @module
 */
import * as z from 'zod/mini';
import { EmailSchema } from './auth';

/** One e-mail the platform sent, as the sandbox mailbox keeps it. */
export const MailboxMessageSchema = z.object({
  id: z.int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** ISO date-time. */
  createdAt: z.string(),
});
/** One e-mail in the sandbox mailbox. */
export type MailboxMessage = z.infer<typeof MailboxMessageSchema>;

/** `GET /api/sandbox/mailbox?to=…`: whose messages to list. */
export const MailboxQuerySchema = z.object({ to: EmailSchema });

/** The mailbox answer, newest first. */
export const MailboxMessageListSchema = z.array(MailboxMessageSchema);
