/**
 * Paying an operation by card from the portal (issue 18): `pay(resourceId, choice)` posts the
 * card hash, the device id and the chosen plan once (one idempotency key per attempt), and
 * exposes the payment (null while it runs) or the API's error.
 * @module
 */
import { useCallback, useRef, useState } from 'react';
import type { CardPayment } from '../../../src/contracts/card-payments';
import { apiErrorMessage } from '../../app/api-message';
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
  /** Pays operation `resourceId` with `choice`; resolves with the payment (or null on error). */
  pay(resourceId: number, choice: CardChoice): Promise<CardPayment | null>;
  /** Forgets the last answer (Try again). */
  reset(): void;
}

/** Paying by card. */
export function useCardPayment(): CardPaymentState {
  const { api } = useServices();
  const { t } = useLocale();
  const [payment, setPayment] = useState<CardPayment | null>(null);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const pay = useCallback(
    async (resourceId: number, choice: CardChoice): Promise<CardPayment | null> => {
      if (running.current) return null;
      running.current = true;
      setPaying(true);
      setError(null);
      setPayment(null);
      // One key per attempt: a retry of the same request never charges twice.
      const idempotencyKey = crypto.randomUUID();
      try {
        const answer = await api.cardPayments.pay(
          PORTAL_CARD_PROVIDER,
          {
            cardHash: choice.card.cardHash,
            deviceId: deviceId(),
            resourceId,
            installments: chosenInstallmentsOf(choice.plan),
          },
          idempotencyKey,
        );
        setPayment(answer);
        return answer;
      } catch (failure) {
        setError(apiErrorMessage(failure) ?? t('common:general.requestFailed'));
        return null;
      } finally {
        running.current = false;
        setPaying(false);
      }
    },
    [api, t],
  );

  const reset = useCallback(() => {
    setPayment(null);
    setError(null);
  }, []);

  return { payment, paying, error, pay, reset };
}
