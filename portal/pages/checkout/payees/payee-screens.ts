/**
 * The payee pages by route name (spec operations §2.1), spread into `build-routes.tsx` SCREENS;
 * each loads its page's chunk (issue 15).
 * @module
 */
import type { ComponentType } from 'react';

/** Route name → loader of its page. */
export const PAYEE_SCREENS: Readonly<Record<string, () => Promise<ComponentType>>> = {
  'checkout-remittance-create-beneficiary': () =>
    import('./BeneficiaryEditorPage').then((m) => m.NewBeneficiaryPage),
  'checkout-remittance-edit-beneficiary': () =>
    import('./BeneficiaryEditorPage').then((m) => m.EditBeneficiaryPage),
  'checkout-remittance-create-account': () =>
    import('./AccountEditorPage').then((m) => m.NewAccountPage),
  'checkout-remittance-edit-account': () =>
    import('./AccountEditorPage').then((m) => m.EditAccountPage),
  'checkout-remittance-create-investment-broker': () =>
    import('./BrokerCreatePage').then((m) => m.NewInvestmentBrokerPage),
};
