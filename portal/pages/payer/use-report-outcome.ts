/**
 * Inside `<fx-inbound-payment>`'s frame, tells the host page how the payment ended (the embed
 * protocol's `complete`, src/contracts/embed): the widget fires `fx:payment-complete` or
 * `fx:payment-failed`. Does nothing in the plain page.
 * @module
 */
import { useEffect } from 'react';
import type { EmbedOutcome } from '../../../src/contracts/embed';
import { postToHost, useEmbed } from '../../app/embed';

/** Reports `outcome` (with the §8.5 `code` and the operation's `status` when known) once. */
export function useReportOutcome(
  outcome: EmbedOutcome | undefined,
  details: { code?: string | null; status?: string | undefined } = {},
): void {
  const embed = useEmbed();
  const { code, status } = details;
  useEffect(() => {
    if (!embed || outcome === undefined) return;
    postToHost(embed, {
      type: 'complete',
      outcome,
      ...(code ? { code } : {}),
      ...(status ? { status } : {}),
    });
  }, [embed, outcome, code, status]);
}
