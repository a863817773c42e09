/**
 * 'Balance pending withdrawal' on the private home (spec operations §2.7 "Pending withdrawal
 * (home)"; issue 17): each ATM withdrawal whose notes are ready (delivery `withdrawal`, status
 * DELIVERED), with its value and reference number (the withdrawal code), a Copy of the
 * bilingual message to share and a Copy of the reference, each reporting success or error, and
 * the way to its detail. Nothing shows while there is none; a failed check says so.
 * @module
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { PaperMoneyListItem } from '../../../src/contracts/paper-money';
import { isReadyForWithdrawal } from '../../../src/domain/paper-money/status-label';
import {
  WITHDRAWAL_COUNTRY,
  withdrawalMessage,
} from '../../../src/domain/paper-money/withdrawal-message';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { pathFor } from '../../routes/path-for';
import { Notice } from '../Notice';
import { CopyButton } from './CopyButton';
import { formatWire } from './format';
import '../../styles/operations.css';

/** How many ready withdrawals the home asks for at most. */
export const PENDING_WITHDRAWALS_LIMIT = 20;

type Load =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ready'; items: (PaperMoneyListItem & { withdrawalCode: string })[] };

/** Props of {@link PendingWithdrawals}. */
export interface PendingWithdrawalsProps {
  /** The customer's CPF; nothing shows without one. */
  document: string | undefined;
  identifier: string;
  /** Who withdraws: the customer (the list does not carry another receiver). */
  beneficiary: string;
  /** The correspondent's name, for the message's default locations. */
  correspondent: string;
}

/** The home's pending-withdrawal block. */
export function PendingWithdrawals(props: PendingWithdrawalsProps) {
  const { t, locale } = useLocale();
  const { api } = useServices();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const { document } = props;

  useEffect(() => {
    if (!document) return undefined;
    let live = true;
    api.paperMoney
      .list(document, {
        page: 1,
        paginate: PENDING_WITHDRAWALS_LIMIT,
        deliveryMethod: 'withdrawal',
        status: 'DELIVERED',
      })
      .then(
        (list) =>
          live &&
          setLoad({
            state: 'ready',
            // The query asks for these only; the check keeps a wider answer from showing more.
            items: list.items.filter(
              (item): item is PaperMoneyListItem & { withdrawalCode: string } =>
                isReadyForWithdrawal(item.status, item.deliveryMethod) &&
                Boolean(item.withdrawalCode),
            ),
          }),
        () => live && setLoad({ state: 'error' }),
      );
    return () => {
      live = false;
    };
  }, [api, document]);

  if (!document || load.state === 'loading') return null;
  if (load.state === 'ready' && load.items.length === 0) return null;

  return (
    <section
      className="operations"
      aria-labelledby="home-withdrawals-title"
      data-testid="pending-withdrawals"
    >
      <h2 id="home-withdrawals-title" className="home__section-title">
        {t('paperMoneyReports.home.title')}
      </h2>
      {load.state === 'error' ? (
        <Notice tone="warning">{t('paperMoneyReports.home.loadError')}</Notice>
      ) : (
        <ul className="pending-withdrawals">
          {load.items.map((item) => {
            const message = withdrawalMessage({
              beneficiary: props.beneficiary,
              country: WITHDRAWAL_COUNTRY,
              amount: item.amount,
              code: item.withdrawalCode,
              correspondent: props.correspondent,
            });
            return (
              <li
                key={item.id}
                className="pending-withdrawals__item"
                data-testid="pending-withdrawal"
              >
                <dl className="pending-withdrawals__facts">
                  <div>
                    <dt>{t('paperMoneyReports.home.value')}</dt>
                    <dd className="money">{formatWire(item.amount, locale)}</dd>
                  </div>
                  <div>
                    <dt>{t('paperMoneyReports.home.reference')}</dt>
                    <dd data-testid="pending-withdrawal-code">{item.withdrawalCode}</dd>
                  </div>
                </dl>
                <div className="pending-withdrawals__actions">
                  <CopyButton
                    value={message}
                    label={t('paperMoneyReports.detail.messageLabel')}
                    caption={t('paperMoneyReports.detail.copyMessage')}
                    variant="primary"
                  />
                  <CopyButton
                    value={item.withdrawalCode}
                    label={t('paperMoneyReports.home.reference')}
                  />
                </div>
                <Link
                  className="text-link"
                  to={pathFor('paper-money-report', { identifier: props.identifier, id: item.id })}
                >
                  {t('paperMoneyReports.home.operation', { 0: item.id })}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
