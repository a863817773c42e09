/**
 * The simulator's way in and out: the operation a host or URL asks for (spec operations §2.2,
 * `data-operation`) and the portal checkout URL that carries the simulation onward.
 * @module
 */
import type { ExchangeState } from '../../src/stores/exchange-store';
import type { SimulatorKind } from '../../src/stores/simulator-kinds';

// Shared with the checkout widget: kept in src so they travel in the runtime chunk both load.
export { platformOrigin } from '../../src/api/platform-origin';
export { parseOperation } from '../../src/stores/simulator-kinds';

const CHECKOUT_PATHS: Partial<Record<SimulatorKind, string>> = {
  'remittance-outbound': 'remittance/outbound',
  'remittance-inbound': 'remittance/inbound',
  PAPER_MONEY: 'paper-money/operation',
};

/** What the checkout URL is built from. */
export interface CheckoutTarget {
  /** The correspondent identifier. */
  identifier: string;
  /** The simulation. */
  state: ExchangeState;
  /** The partner id of spec operations §2.2, carried on. */
  partnerId?: string;
  /** The platform origin (`https://fx.example`), '' for a path on the current origin. */
  origin: string;
}

/**
 * `{origin}/{identifier}/app/checkout/{kind}?…` with the quotation id and the simulation, and
 * the §2.2 parameters (simulator, remittanceType, partnerId) so the checkout preselects the same
 * operation; `undefined` when there is nothing to check out.
 */
export function checkoutUrl(target: CheckoutTarget): string | undefined {
  const { state } = target;
  const path = state.simulator && CHECKOUT_PATHS[state.simulator];
  if (!path || !state.quotation) return undefined;
  const remittance = state.simulator !== 'PAPER_MONEY';
  const query = new URLSearchParams({
    simulator: remittance ? 'remittance' : 'paperMoney',
    ...(remittance
      ? {
          remittanceType: state.simulator === 'remittance-inbound' ? 'inbound' : 'outbound',
          purposeCode: state.purpose,
        }
      : {}),
    quotationId: state.quotation.id,
    currency: state.receiveCurrency,
    amount: state.receiveAmount,
    sendAmount: state.sendAmount,
    reverse: String(state.reverse),
    personType: state.personType,
    // When the quotation stops being accepted: the checkout's quote-expired modal follows it.
    expiresAt: state.quotation.expiresAt,
    ...(state.couponStatus === 'valid' ? { coupon: state.coupon } : {}),
    ...(target.partnerId ? { partnerId: target.partnerId } : {}),
  });
  return `${target.origin}/${encodeURIComponent(target.identifier)}/app/checkout/${path}?${query}`;
}
