/**
 * 'Failed to Process Your Operation' (spec operations §2.5, §8.5): the code's message, and Go
 * Back / Try Again when the payer can still pay the link.
 * @module
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { failureMessageKey } from '../../../src/domain/payer/payment-failure';
import { useCorrespondent } from '../../app/correspondent-context';
import { Button } from '../../components/Button';
import { usePayer } from './payer-context';

/** Props of {@link FailureScreen}. */
export interface FailureScreenProps {
  /** The §8.5 code (any other reads as the default message). */
  code: string | null;
  onGoBack?: () => void;
  onTryAgain?: () => void;
  children?: ReactNode;
}

/** The failure screen. */
export function FailureScreen({ code, onGoBack, onTryAgain, children }: FailureScreenProps) {
  const { t } = usePayer();
  const correspondent = useCorrespondent();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className="payer-card payer-outcome"
      data-outcome="error"
      data-code={code ?? 'default'}
    >
      <div className="payer-outcome__mark payer-outcome__mark--error" aria-hidden="true">
        !
      </div>
      <h1 className="payer-outcome__title" ref={heading} tabIndex={-1}>
        {t('failure.title')}
      </h1>
      <p className="payer-outcome__message" role="alert">
        {t(failureMessageKey(code), { phone: correspondent.phone ?? t('failure.noPhone') })}
      </p>
      {children}
      {onGoBack || onTryAgain ? (
        <div className="payer-outcome__actions">
          {onGoBack ? (
            <Button variant="secondary" onClick={onGoBack}>
              {t('failure.goBack')}
            </Button>
          ) : null}
          {onTryAgain ? <Button onClick={onTryAgain}>{t('failure.tryAgain')}</Button> : null}
        </div>
      ) : null}
    </section>
  );
}
