/**
 * What a company sees on the screens of operations for individuals only (spec operations §6.3:
 * companies may only send money abroad; paper money, inbound remittance and the network are
 * hidden; "Legal entities … are shown 'Unavailable operations' and told to log in or create a
 * personal account"; issues 16 and 17).
 * @module
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale } from '../../app/locale';
import { useSession } from '../../app/session';
import { Notice } from '../../components/Notice';
import { pathFor } from '../../routes/path-for';
import '../../styles/checkout.css';

/** The operations for individuals only, by the catalogue block that words their notice. */
export type IndividualsOnlyOperation = 'inbound' | 'paperMoney';

const MESSAGES = {
  inbound: { block: 'inbound', testId: 'inbound-unavailable' },
  paperMoney: { block: 'paperMoneyCheckout', testId: 'paper-money-unavailable' },
} as const;

/** 'Unavailable operations' for `operation`, with the way back home. */
export function CompanyNotice({ operation = 'inbound' }: { operation?: IndividualsOnlyOperation }) {
  const { t } = useLocale();
  const { identifier } = useCorrespondent();
  const { block, testId } = MESSAGES[operation];
  return (
    <div className="checkout" data-testid={testId}>
      <h1 className="checkout__title">{t(`${block}.company.title`)}</h1>
      <Notice tone="info">
        <p>{t(`${block}.company.body`)}</p>
      </Notice>
      <p>
        <Link className="button button--primary" to={pathFor('private-home', { identifier })}>
          {t(`${block}.company.home`)}
        </Link>
      </p>
    </div>
  );
}

/** `children` for an individual; {@link CompanyNotice} of `operation` for a company (CNPJ). */
export function IndividualsOnly({
  children,
  operation = 'inbound',
}: {
  children: ReactNode;
  operation?: IndividualsOnlyOperation;
}) {
  const { user } = useSession();
  return user?.cnpj ? <CompanyNotice operation={operation} /> : children;
}
