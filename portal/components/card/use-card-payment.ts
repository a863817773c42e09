/**
 * Paying an operation by card from the portal (issue 18): `pay(resourceId, choice)` posts the
 * card hash, the device id and the chosen plan once (one idempotency key per attempt), and
 * exposes the payment (null while it runs) or the API's error. An error that may pass (no answer,
 * 5xx, 429) is retried with `retry()`: the same request under the same key, so the server answers
 * the payment it may already have made instead of charging twice.
 * @module
 */
import { useCallback, useRef, useState } from 'react';
import type { CardPayment } from '../../../src/contracts/card-payments';
import { apiErrorMessage, apiErrorStatus } from '../../app/api-message';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { chosenInstallmentsOf, PORTAL_CARD_PROVIDER, type CardChoice } from './card-choice';
import { deviceId } from './device-id';

/** What {@link useCardPayment} answers. */
export interface CardPaymentState {
  /** The payment once answered. */
  payment: CardPayment | null;
  /** Whether a payment is being asked. */
  paying: boolean;
  /** The API's error (its catalogue message, in the page's language), if the call failed. */
  error: string | null;
  /**
   * Whether the failed call may succeed as it is (no answer, a server error or too many
   * requests): {@link CardPaymentState.retry} sends it again; otherwise the customer chooses again.
   */
  retriable: boolean;
  /** Pays operation `resourceId` with `choice`; resolves with the payment (or null on error). */
  pay(resourceId: number, choice: CardChoice): Promise<CardPayment | null>;
  /** Sends the last attempt again under its idempotency key (after a retriable error). */
  retry(): Promise<CardPayment | null>;
  /** Forgets the last answer (Try again). */
  reset(): void;
}

/** An HTTP status (or none: no answer) worth sending the same request again for. */
export function isRetriableStatus(status: number | undefined): boolean {
  return status === undefined || status === 429 || status >= 500;
}

interface Attempt {
  resourceId: number;
  choice: CardChoice;
  key: string;
}

/** Paying by card. */
export function useCardPayment(): CardPaymentState {
  const { api } = useServices();
  const { t } = useLocale();
  const [payment, setPayment] = useState<CardPayment | null>(null);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [retriable, setRetriable] = useState(false);
  const running = useRef(false);
  const last = useRef<Attempt | null>(null);

  const send = useCallback(
    async (attempt: Attempt): Promise<CardPayment | null> => {
      if (running.current) return null;
      running.current = true;
      last.current = attempt;
      setPaying(true);
      setError(null);
      setRetriable(false);
      setPayment(null);
      try {
        const answer = await api.cardPayments.pay(
          PORTAL_CARD_PROVIDER,
          {
            cardHash: attempt.choice.card.cardHash,
            deviceId: deviceId(),
            resourceId: attempt.resourceId,
            installments: chosenInstallmentsOf(attempt.choice.plan),
          },
          attempt.key,
        );
        setPayment(answer);
        return answer;
      } catch (failure) {
        setError(apiErrorMessage(failure) ?? t('common:general.requestFailed'));
        setRetriable(isRetriableStatus(apiErrorStatus(failure)));
        return null;
      } finally {
        running.current = false;
        setPaying(false);
      }
    },
    [api, t],
  );

  // One key per attempt: a retry of the same request never charges twice.
  const pay = useCallback(
    (resourceId: number, choice: CardChoice) =>
      send({ resourceId, choice, key: crypto.randomUUID() }),
    [send],
  );

  const retry = useCallback(async () => {
    const attempt = last.current;
    return attempt ? send(attempt) : null;
  }, [send]);

  const reset = useCallback(() => {
    setPayment(null);
    setError(null);
    setRetriable(false);
  }, []);

  return { payment, paying, error, retriable, pay, retry, reset };
}
