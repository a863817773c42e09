/**
 * The administrator's part of the simulator (spec operations §2.3 "Admin simulator control"):
 * profitability, spread and spread with discount, a spread of their own and the manager-token
 * control. Only the portal has administrators, so the portal provides this part
 * (`portal/components/SimulatorAdminPanel.tsx`) and the simulator renders it in its place: the
 * public bundle carries none of it, only this contract (types, no code).
 * @module
 */
import type { ComponentType } from 'react';
import type { ManagerTokenValidation, Quotation } from '../../src/contracts/quotations';
import type { Locale } from '../../src/i18n/locale';
import type { AdminQuoteQuery } from '../../src/stores/exchange-store';

/** What the simulator hands its admin part. */
export interface SimulatorAdminProps {
  /** Prefix for element ids, unique per simulator. */
  idPrefix: string;
  /** The quotation shown (an admin variant's: it carries `admin`), null before the first. */
  quotation: Quotation | null;
  /** The interface language. */
  locale: Locale;
  /** Quotes again with the administrator's spread and manager token. */
  onAdminQuery(query: AdminQuoteQuery): void;
  /** The API's manager-token validation ('The token entered is not valid!' when not). */
  validateToken(token: string): Promise<ManagerTokenValidation>;
}

/** The admin part: a component the simulator renders with {@link SimulatorAdminProps}. */
export type SimulatorAdminSlot = ComponentType<SimulatorAdminProps>;
