/**
 * The profile home (spec platform §2.3 "Profile menu"): 'Meus dados', 'Meus endereços',
 * 'Termos e condições', change password and limit increase, beside the operational-limit
 * widget, and the customer's limit-increase requests (issue 20). An administrator holds no limit:
 * no card, no limit increase.
 * @module
 */
import { Link } from 'react-router';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale } from '../../app/locale';
import { useSession } from '../../app/session';
import { LimitCard } from '../../components/profile/LimitCard';
import { LimitUpdateList } from '../../components/profile/LimitUpdateList';
import {
  hasLimitCard,
  isCompanyUser,
  useOperationalLimit,
} from '../../components/profile/use-operational-limit';
import { pathFor } from '../../routes/path-for';
import '../../styles/profile.css';

interface MenuEntry {
  route: string;
  label: string;
  hint: string;
}

/** `/:identifier/app/profile`. */
export function ProfileHomePage() {
  const { t } = useLocale();
  const { identifier } = useCorrespondent();
  const { user } = useSession();
  const company = isCompanyUser(user);
  const limit = useOperationalLimit(user);
  const entries: MenuEntry[] = [
    { route: 'profile-data', label: t('profile.myData'), hint: t('profile.myDataHint') },
    {
      route: 'profile-address',
      label: t('profile.myAddresses'),
      hint: t('profile.myAddressesHint'),
    },
    {
      route: 'profile-change-password',
      label: t('profile.changePassword'),
      hint: t('profile.changePasswordHint'),
    },
    {
      route: 'profile-terms-and-conditions',
      label: t('profile.terms'),
      hint: t('profile.termsHint'),
    },
    ...(hasLimitCard(user)
      ? [
          {
            route: 'profile-update-limit-new',
            label: t('profile.limitIncrease'),
            hint: t('profile.limitIncreaseHint'),
          },
        ]
      : []),
  ];

  return (
    <div className="profile-page profile-page--wide">
      <header className="profile-page__head">
        <h1 className="profile-page__title">{t('profile.title')}</h1>
        {user ? <p className="profile-page__lead">{user.name}</p> : null}
      </header>
      <div className="profile-grid">
        <nav aria-label={t('profile.menuLabel')}>
          <ul className="profile-menu">
            {entries.map((entry) => (
              <li key={entry.route}>
                <Link className="profile-menu__link" to={pathFor(entry.route, { identifier })}>
                  <span className="profile-menu__text">
                    <span className="profile-menu__label">{entry.label}</span>
                    <span className="profile-menu__hint">{entry.hint}</span>
                  </span>
                  <span className="profile-menu__chevron" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {hasLimitCard(user) ? (
          <div className="profile-limit">
            <LimitCard state={limit} kind={company ? 'company' : 'individual'} />
            <LimitUpdateList />
          </div>
        ) : null}
      </div>
    </div>
  );
}
