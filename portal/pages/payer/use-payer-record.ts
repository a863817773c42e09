/**
 * The payment link's public record (`GET /v1/remittances/users/inbound/{id}`, no user): what the
 * payer pays, to whom, and whether the link can still be paid (spec operations §2.6, §8.5).
 * @module
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { NotFoundError, UnprocessableEntityError } from '../../../src/api/errors';
import type { PublicInboundRemittance } from '../../../src/contracts/inbound-remittances';
import { useServices } from '../../app/services';

/** The record's state on the page. */
export type PayerRecordState =
  | { status: 'loading' }
  | { status: 'ready'; record: PublicInboundRemittance }
  /** No such link (fc0404). */
  | { status: 'not-found' }
  | { status: 'error' };

/** Loads the record of the link in the URL; `reload` reads it again (keeping what is shown). */
export function usePayerRecord(): {
  state: PayerRecordState;
  reload: () => Promise<void>;
  link: string;
} {
  const { remittanceId: link = '' } = useParams();
  const { api } = useServices();
  const [state, setState] = useState<PayerRecordState>({ status: 'loading' });
  const live = useRef(true);

  const reload = useCallback(async () => {
    try {
      const record = await api.remittances.payerView(link);
      if (live.current) setState({ status: 'ready', record });
    } catch (error) {
      if (!live.current) return;
      // A malformed link is as unknown as a missing one.
      const missing = error instanceof NotFoundError || error instanceof UnprocessableEntityError;
      setState((previous) =>
        missing
          ? { status: 'not-found' }
          : previous.status === 'ready'
            ? previous
            : { status: 'error' },
      );
    }
  }, [api, link]);

  useEffect(() => {
    live.current = true;
    void reload();
    return () => {
      live.current = false;
    };
  }, [reload]);

  return { state, reload, link };
}
