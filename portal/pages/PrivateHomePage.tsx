/**
 * The signed-in home (spec platform §2.3 "Private home"; operations §2.3): the greeting with the
 * first name, a banner, the quick actions, the operational-limit card, the paper-money withdrawals
 * waiting at the ATM ('Balance pending withdrawal', operations §2.7), the latest operations (the
 * last few, or the spec's empty state, with "See all operations" and "Create new operation"), and
 * the simulator with the URL's preselection and the way to the checkout.
 *
 * Companies (a user with a CNPJ) get their own limit card and only the operations open to them
 * (spec platform §6: outbound remittance only), and the simulator starts as LEGAL.
 * @module
 */
import { Link } from 'react-router';
import type { Correspondent } from '../../src/contracts/correspondent';
import { firstNameOf } from '../../src/domain/identity/names';
import { useCorrespondent } from '../app/correspondent-context';
import { useLocale, type Translate } from '../app/locale';
import { useSession } from '../app/session';
import { LatestOperations } from '../components/operations/LatestOperations';
import { PendingWithdrawals } from '../components/operations/PendingWithdrawals';
import { LimitCard } from '../components/profile/LimitCard';
import {
  hasLimitCard,
  isCompanyUser,
  useOperationalLimit,
} from '../components/profile/use-operational-limit';
import { SimulatorEmbed } from '../components/SimulatorEmbed';
import { pathFor } from '../routes/path-for';
import '../styles/profile.css';

interface QuickAction {
  route: string;
  label: string;
}

/** The quick actions open to the user: the correspondent's active operations, then profile and help. */
export function quickActions(
  correspondent: Correspondent,
  company: boolean,
  t: Translate,
): QuickAction[] {
  const actions: (QuickAction | false)[] = [
    correspondent.isRemittanceActive && {
      route: 'checkout-remittance-outbound',
      label: t('privateHome.quick.outbound'),
    },
    !company &&
      correspondent.isPaperMoneyActive && {
        route: 'checkout-paper-money',
        label: t('privateHome.quick.paperMoney'),
      },
    !company &&
      correspondent.isRemittanceActive && {
        route: 'checkout-remittance-inbound',
        label: t('privateHome.quick.inbound'),
      },
    { route: 'profile-data', label: t('privateHome.quick.profile') },
    { route: 'help', label: t('privateHome.quick.help') },
  ];
  return actions.filter((action): action is QuickAction => action !== false);
}

/** `/:identifier/app`. */
export function PrivateHomePage() {
  const { t } = useLocale();
  const correspondent = useCorrespondent();
  const { user } = useSession();
  const limit = useOperationalLimit(user);
  const company = isCompanyUser(user);
  const identifier = correspondent.identifier;
  // A person by first name; a company by its name, as the top bar (its first word says little).
  const firstName = company ? user?.name : firstNameOf(user?.name);
  // Banknotes are sold to individuals only (as the quick actions), when the kind is active.
  const paperMoney = !company && correspondent.isPaperMoneyActive && Boolean(user?.cpf);
  // Individuals receive from abroad (as the quick actions): their inbound operations are listed.
  const inbound = !company && correspondent.isRemittanceActive && Boolean(user?.cpf);

  return (
    <div className="home">
      <header className="home__greeting">
        <h1 className="home__title" data-testid="greeting">
          {firstName
            ? t('privateHome.greeting', { 0: firstName })
            : t('privateHome.greetingAnonymous')}
        </h1>
        <p className="home__lead">{t('privateHome.lead')}</p>
      </header>

      <div className="home__main">
        <aside className="home-banner" aria-labelledby="home-banner-title">
          <div>
            <h2 id="home-banner-title" className="home-banner__title">
              {t('privateHome.bannerTitle')}
            </h2>
            <p className="home-banner__text">{t('privateHome.bannerText')}</p>
          </div>
          <a className="button button--primary" href="#home-simulator">
            {t('privateHome.bannerAction')}
          </a>
        </aside>

        {/* The quick actions come before every block that loads (limit, withdrawals, latest
            operations): what arrives later grows below them, so a link never moves under the
            finger about to tap it (a layout shift seen in the e2e: a click landed elsewhere). */}
        <section aria-labelledby="home-quick-title" className="operations">
          <h2 id="home-quick-title" className="home__section-title">
            {t('privateHome.quickActions')}
          </h2>
          <ul className="quick-actions">
            {quickActions(correspondent, company, t).map((action) => (
              <li key={action.route}>
                <Link className="quick-actions__link" to={pathFor(action.route, { identifier })}>
                  {action.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        {hasLimitCard(user) ? (
          <LimitCard state={limit} kind={company ? 'company' : 'individual'} />
        ) : null}

        {paperMoney ? (
          <PendingWithdrawals
            document={user?.cpf ?? undefined}
            identifier={identifier}
            beneficiary={user?.name ?? ''}
            correspondent={correspondent.name}
          />
        ) : null}

        <LatestOperations
          document={user?.cpf ?? user?.cnpj ?? undefined}
          identifier={identifier}
          includePaperMoney={paperMoney}
          includeInbound={inbound}
        />
      </div>

      <section className="home__aside" id="home-simulator" aria-labelledby="home-simulator-title">
        <h2 id="home-simulator-title" className="home__aside-title">
          {t('privateHome.simulatorTitle')}
        </h2>
        <div role="region" aria-label={t('publicHome.simulator')}>
          <SimulatorEmbed
            correspondent={correspondent}
            personType={company ? 'LEGAL' : undefined}
          />
        </div>
      </section>
    </div>
  );
}
