/**
 * Reading the sandbox mailbox (`GET /api/sandbox/mailbox?to=`) from a journey: the verification
 * code e-mailed to an address. Shared so each journey does not poll it by hand.
 */
import { expect, type APIRequestContext } from '@playwright/test';

/** The 6-digit code of the newest e-mail to `to` (polls the sandbox mailbox). */
export async function codeFromMailbox(request: APIRequestContext, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/sandbox/mailbox?to=${encodeURIComponent(to)}`);
        if (!answer.ok()) return '';
        const messages = (await answer.json()) as { text: string }[];
        code = messages.map((m) => m.text.match(/\b(\d{6})\b/)?.[1]).find(Boolean) ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return code;
}
