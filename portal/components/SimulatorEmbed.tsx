/**
 * The simulator widget inside the portal: its React component rendered directly into a shadow
 * root (react-shadow), so portal and widget styles stay apart exactly as on a host page
 * (design §8). Styles go in through `adoptedStyleSheets`, which a strict CSP allows.
 *
 * The portal hands the widget what only it knows: the simulator preselected by the URL (spec
 * operations §2.2), the stored partner id, the language of its switch, its router for the way
 * to the checkout, and the session: a signed-in user's quotes go through the portal's API
 * client (its tokens, so quotes are stored with the user), a company gets outbound only (spec
 * operations §6.3), and an administrator gets the admin quotations with the admin part of the
 * simulator (§2.3 "Admin simulator control", §6.5).
 * @module
 */
import { lazy, Suspense, useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import root from 'react-shadow';
import type { Correspondent } from '../../src/contracts/correspondent';
import type { PersonType, PurposeCode } from '../../src/domain/pricing/purpose-codes';
import type { FxCheckoutDetail } from '../../widgets/shared/events';
import type { SimulatorAdminProps } from '../../widgets/simulator/admin-slot';
import { baseStyles } from '../../widgets/shared/base-styles';
import { simulatorStyles } from '../../widgets/simulator/styles';
import { Simulator } from '../../widgets/simulator/Simulator';
import { routerPathOf } from '../app/checkout-navigation';
import { useLocale } from '../app/locale';
import { useServices } from '../app/services';
import { useSession } from '../app/session';
import { currentPartnerId } from '../query/partner-id';
import { preselectedSimulator } from '../query/simulator-from-query';
import { simulatorAdminStyles } from './simulator-admin-styles';
import { browserStorage } from '../app/browser-storage';

// react-shadow types its proxy as an index signature, so `root.div` reads as possibly undefined.
const ShadowDiv = root.div;
if (!ShadowDiv) throw new Error('react-shadow did not provide root.div');
const Shadow = ShadowDiv;

/**
 * The admin part, loaded only when an administrator's simulator renders it: visitors and
 * customers, who never see it, do not download it.
 */
const LazyAdminPanel = lazy(() =>
  import('./SimulatorAdminPanel').then((module) => ({ default: module.SimulatorAdminPanel })),
);

function AdminPanel(props: SimulatorAdminProps) {
  return (
    <Suspense fallback={null}>
      <LazyAdminPanel {...props} />
    </Suspense>
  );
}

let sheets: CSSStyleSheet[] | undefined;

/**
 * The widget's constructed style sheets, built once and shared by every embed (a sheet can be
 * adopted by many roots; react-shadow compares the array by identity, so it must be stable).
 */
function simulatorSheets(): CSSStyleSheet[] {
  if (!sheets) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(baseStyles + simulatorStyles + simulatorAdminStyles);
    sheets = [sheet];
  }
  return sheets;
}

/** Whether this browser has constructable style sheets (all current ones do). */
function canAdoptSheets(): boolean {
  return typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype;
}

/** Props of {@link SimulatorEmbed}. */
export interface SimulatorEmbedProps {
  /** The loaded correspondent (no second lookup inside the widget). */
  correspondent: Correspondent;
  /** The person type to start with; by default LEGAL for a signed-in company (CNPJ). */
  personType?: PersonType;
  /** The simulator to start on, instead of the URL's preselection (a checkout names its own). */
  operation?: string;
  /** The foreign amount to start with (a checkout resuming a simulation), decimal text. */
  amount?: string;
  /** The foreign currency to start with. */
  currency?: string;
  /** The purpose to start with. */
  purpose?: PurposeCode;
}

/** The simulator of `correspondent`, isolated in a shadow root and wired to the portal. */
export function SimulatorEmbed(props: SimulatorEmbedProps) {
  const { locale } = useLocale();
  const { api } = useServices();
  const { user } = useSession();
  const { correspondent } = props;
  const personType = props.personType ?? (user?.cnpj ? 'LEGAL' : undefined);
  const admin = user?.isAdmin === true;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // A string (or undefined), so the widget keeps its store while the query stays the same.
  const operation = props.operation ?? preselectedSimulator(search);
  const partnerId = currentPartnerId(search, browserStorage('sessionStorage'));
  const onCheckout = useCallback(
    (detail: FxCheckoutDetail) => {
      const path = routerPathOf(detail.url, window.location.origin);
      // The widget only builds portal URLs; another origin would still deserve a real visit.
      if (path === undefined) window.location.assign(detail.url);
      else void navigate(path);
    },
    [navigate],
  );
  const widget = (
    <Simulator
      identifier={correspondent.identifier}
      correspondent={correspondent}
      locale={locale}
      operation={operation}
      amount={props.amount}
      currency={props.currency}
      purpose={props.purpose}
      partnerId={partnerId}
      personType={personType}
      onCheckout={onCheckout}
      api={user ? api : undefined}
      admin={admin}
      adminPanel={admin ? AdminPanel : undefined}
      // A customer simulates as their account: a company stays a company (outbound only).
      personTypeFixed={user !== undefined && !admin}
    />
  );
  return canAdoptSheets() ? (
    <Shadow className="simulator-host" styleSheets={simulatorSheets()}>
      {widget}
    </Shadow>
  ) : (
    // Fallback without constructable sheets (old engines, some test DOMs): a <style> element.
    <Shadow className="simulator-host">
      <style>{baseStyles + simulatorStyles + simulatorAdminStyles}</style>
      {widget}
    </Shadow>
  );
}
