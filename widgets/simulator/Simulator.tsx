/**
 * The exchange simulator widget (plain React: the portal renders it directly, the `fx-simulator`
 * element renders it through preact/compat): the correspondent's card around the simulator of
 * spec operations §2.3.
 * @module
 */
import type { ReactNode } from 'react';
import type { ApiClient } from '../../src/api/client';
import type { PersonType, PurposeCode } from '../../src/domain/pricing/purpose-codes';
import { WidgetFrame } from '../shared/WidgetFrame';
import type { FxCheckoutDetail } from '../shared/events';
import { resolveLocale } from '../shared/use-widget-i18n';
import type { WidgetProps } from '../shared/widget-props';
import type { SimulatorAdminSlot } from './admin-slot';
import { SimulatorBody } from './components/SimulatorBody';

/** Props of {@link Simulator}. */
export interface SimulatorProps extends WidgetProps {
  /**
   * The simulator to start on (`data-operation`): `outbound`, `inbound`, `paper-money`,
   * `moneygram`, or the URL preselection's `remittance-outbound`… (spec operations §2.2).
   */
  operation?: string;
  /** The foreign amount to start with (`data-amount`), decimal text. */
  amount?: string;
  /** The foreign currency to start with (`data-currency`). */
  currency?: string;
  /** The person type: a signed-in company passes LEGAL (outbound only, spec operations §6.3). */
  personType?: PersonType;
  /** The person type is the signed-in account's (the portal): not asked, not changed. */
  personTypeFixed?: boolean;
  /** The purpose to start with (the portal's checkout resuming a simulation). */
  purpose?: PurposeCode;
  /** The partner id of the URL (spec operations §2.2), carried to the checkout. */
  partnerId?: string;
  /** The portal's router: continuing calls this instead of following the checkout link. */
  onCheckout?: (detail: FxCheckoutDetail) => void;
  /** The portal's API client, carrying the signed-in user's session; else the widget's own. */
  api?: Pick<ApiClient, 'quotations' | 'correspondents' | 'servedCities'>;
  /** A signed-in administrator (the portal's session): the admin quotations and `adminPanel`. */
  admin?: boolean;
  /** The administrator's part of the simulator, provided by the portal (`admin-slot.ts`). */
  adminPanel?: SimulatorAdminSlot;
}

/** The exchange simulator widget for the correspondent `identifier`. */
export function Simulator(props: SimulatorProps): ReactNode {
  const locale = resolveLocale(props.locale);
  return (
    <WidgetFrame {...props} widget="simulator" textKey="simulator">
      {(correspondent, t) => (
        <SimulatorBody
          correspondent={correspondent}
          locale={locale}
          t={t}
          apiBaseURL={props.apiBaseURL}
          operation={props.operation}
          amount={props.amount}
          currency={props.currency}
          personType={props.personType}
          personTypeFixed={props.personTypeFixed}
          purpose={props.purpose}
          partnerId={props.partnerId}
          onCheckout={props.onCheckout}
          api={props.api}
          admin={props.admin}
          adminPanel={props.adminPanel}
        />
      )}
    </WidgetFrame>
  );
}
