/**
 * The payee pages by route name (spec operations §2.1), spread into `build-routes.tsx` SCREENS.
 * @module
 */
import type { ComponentType } from 'react';
import { EditAccountPage, NewAccountPage } from './AccountEditorPage';
import { EditBeneficiaryPage, NewBeneficiaryPage } from './BeneficiaryEditorPage';
import { NewInvestmentBrokerPage } from './BrokerCreatePage';

/** Route name → page. */
export const PAYEE_SCREENS: Readonly<Record<string, ComponentType>> = {
  'checkout-remittance-create-beneficiary': NewBeneficiaryPage,
  'checkout-remittance-edit-beneficiary': EditBeneficiaryPage,
  'checkout-remittance-create-account': NewAccountPage,
  'checkout-remittance-edit-account': EditAccountPage,
  'checkout-remittance-create-investment-broker': NewInvestmentBrokerPage,
};
