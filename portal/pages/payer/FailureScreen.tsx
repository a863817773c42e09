/**
 * 'Failed to Process Your Operation' (spec operations §2.5, §8.5): the code's message, and Go
 * Back / Try Again when the payer can still pay the link; when the link is over unpaid, that
 * a new one must be asked for.
 * @module
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { asksForNewLink, failureMessageKey } from '../../../src/domain/payer/payment-failure';
import { useCorrespondent } from '../../app/correspondent-context';
import { Button } from '../../components/Button';
import { usePayer } from './payer-context';

/** Props of {@link FailureScreen}. */
export interface FailureScreenProps {
  /** The §8.5 code (any other reads as the default message). */
  code: string | null;
  onGoBack?: () => void;
  onTryAgain?: () => void;
  /**
   * The link is over for a reason the code does not say (no attempts left): a new one must be
   * asked for, as after the codes that end it.
   */
  over?: boolean;
  children?: ReactNode;
}

/** The failure screen. */
export function FailureScreen(props: FailureScreenProps) {
  const { code, onGoBack, onTryAgain, children } = props;
  const newLink = props.over === true || asksForNewLink(code);
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
      {newLink ? <p className="payer-outcome__muted">{t('failure.newLink')}</p> : null}
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
