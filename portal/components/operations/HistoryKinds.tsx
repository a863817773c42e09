/**
 * The way between the histories (spec operations §2.1: one history per kind; §2.7 "Lists";
 * issue 17): 'See all operations' lands on the outbound history, so each history links the
 * others open to the customer — outbound always; inbound and paper money for individuals, the
 * latter when the correspondent sells banknotes. Nothing shows when only one is open.
 * @module
 */
import { NavLink } from 'react-router';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale } from '../../app/locale';
import { useSession } from '../../app/session';
import { pathFor } from '../../routes/path-for';
import '../../styles/operations.css';

/** The histories' route names open to a customer, with their label keys. */
export function historyKinds(options: {
  company: boolean;
  remittance: boolean;
  paperMoney: boolean;
}): { route: string; label: string }[] {
  return [
    { route: 'remittance-outbound-reports', label: 'operations.history.outbound', open: true },
    {
      route: 'remittance-inbound-reports',
      label: 'inbound.history.type',
      open: !options.company && options.remittance,
    },
    {
      route: 'paper-money-reports',
      label: 'operations.history.paperMoney',
      open: !options.company && options.paperMoney,
    },
  ]
    .filter((kind) => kind.open)
    .map(({ route, label }) => ({ route, label }));
}

/** The links between the histories. */
export function HistoryKinds() {
  const { t } = useLocale();
  const correspondent = useCorrespondent();
  const { user } = useSession();
  const kinds = historyKinds({
    company: Boolean(user?.cnpj),
    remittance: correspondent.isRemittanceActive,
    paperMoney: correspondent.isPaperMoneyActive,
  });
  if (kinds.length < 2) return null;
  return (
    <nav className="history-kinds" aria-label={t('operations.history.kinds')}>
      {kinds.map((kind) => (
        <NavLink
          key={kind.route}
          end
          className="history-kinds__link"
          to={pathFor(kind.route, { identifier: correspondent.identifier })}
        >
          {t(kind.label)}
        </NavLink>
      ))}
    </nav>
  );
}
