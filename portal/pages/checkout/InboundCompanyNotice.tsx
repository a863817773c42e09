/**
 * What a company sees on the inbound screens (spec operations §6.3: companies may only send;
 * "Legal entities … are shown 'Unavailable operations' and told to log in or create a personal
 * account"; issue 16).
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

/** 'Unavailable operations', with the way back home. */
export function InboundCompanyNotice() {
  const { t } = useLocale();
  const { identifier } = useCorrespondent();
  return (
    <div className="checkout" data-testid="inbound-unavailable">
      <h1 className="checkout__title">{t('inbound.company.title')}</h1>
      <Notice tone="info">
        <p>{t('inbound.company.body')}</p>
      </Notice>
      <p>
        <Link className="button button--primary" to={pathFor('private-home', { identifier })}>
          {t('inbound.company.home')}
        </Link>
      </p>
    </div>
  );
}

/** `children` for an individual; {@link InboundCompanyNotice} for a company (CNPJ). */
export function IndividualsOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return user?.cnpj ? <InboundCompanyNotice /> : children;
}
