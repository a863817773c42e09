/**
 * Every migration, in order. A static list (not a folder scan) so the bundle-free `tsx` start,
 * the tests and any future build see exactly the same set.
 * @module
 */
import type { Migration } from 'kysely';
import * as correspondents from './2026-11-23T1000-correspondents';
import * as agents from './2026-11-23T1010-agents';
import * as seeds from './2026-11-23T1020-seeds';
import * as taxRules from './2026-11-23T1200-tax-rules';
import * as pricingSettings from './2026-11-23T1210-pricing-settings';
import * as coupons from './2026-11-23T1220-coupons';
import * as quotes from './2026-11-23T1230-quotes';
import * as users from './2026-11-23T1300-users';
import * as userSessions from './2026-11-23T1310-user-sessions';
import * as passwordHistory from './2026-11-23T1320-password-history';
import * as operationalLimits from './2026-11-23T1330-operational-limits';
import * as customerRecords from './2026-11-23T1340-customer-records';
import * as mailMessages from './2026-11-23T1400-mail-messages';
import * as accountVerification from './2026-11-23T1410-account-verification';
import * as sessionPurpose from './2026-11-23T1420-session-purpose';
import * as customerCompliance from './2026-11-23T1500-customer-compliance';
import * as impersonation from './2026-11-23T1510-impersonation';
import * as managerTokens from './2026-11-23T1600-manager-tokens';
import * as quotesJson from './2026-11-23T1610-quotes-json';
import * as payees from './2026-11-23T1700-payees';
import * as remittances from './2026-11-23T1800-remittances';
import * as uploads from './2026-11-23T1900-uploads';
import * as payments from './2026-11-23T2000-payments';
import * as quoteSegments from './2026-11-24T1000-quote-segments';
import * as signedQuotations from './2026-11-26T1000-signed-quotations';
import * as attemptCounters from './2026-11-26T1100-attempt-counters';
import * as mailOutbox from './2026-11-26T1200-mail-outbox';
import * as attemptRelease from './2026-11-26T1300-attempt-release';
import * as inboundRemittances from './2026-11-27T1000-inbound-remittances';
import * as cardCharges from './2026-11-27T1100-card-charges';
import * as inboundReceipt from './2026-11-27T1200-inbound-receipt';
import * as paperMoneyOperations from './2026-11-28T1100-paper-money-operations';
import * as cardPayments from './2026-11-29T1000-card-payments';
import * as cardPaymentRefunds from './2026-11-29T1100-card-payment-refunds';
import * as cardPaymentSweep from './2026-11-29T1200-card-payment-sweep';
import * as companyRecords from './2026-11-30T1000-company-records';
import * as limitUpdateRequests from './2026-11-30T1100-limit-update-requests';
import * as backOffice from './2026-11-30T1200-back-office';

/** Migrations by name; names sort in the order they must run. */
export const migrations: Record<string, Migration> = {
  '2026-11-23T1000-correspondents': correspondents,
  '2026-11-23T1010-agents': agents,
  '2026-11-23T1020-seeds': seeds,
  '2026-11-23T1200-tax-rules': taxRules,
  '2026-11-23T1210-pricing-settings': pricingSettings,
  '2026-11-23T1220-coupons': coupons,
  '2026-11-23T1230-quotes': quotes,
  '2026-11-23T1300-users': users,
  '2026-11-23T1310-user-sessions': userSessions,
  '2026-11-23T1320-password-history': passwordHistory,
  '2026-11-23T1330-operational-limits': operationalLimits,
  '2026-11-23T1340-customer-records': customerRecords,
  '2026-11-23T1400-mail-messages': mailMessages,
  '2026-11-23T1410-account-verification': accountVerification,
  '2026-11-23T1420-session-purpose': sessionPurpose,
  '2026-11-23T1500-customer-compliance': customerCompliance,
  '2026-11-23T1510-impersonation': impersonation,
  '2026-11-23T1600-manager-tokens': managerTokens,
  '2026-11-23T1610-quotes-json': quotesJson,
  '2026-11-23T1700-payees': payees,
  '2026-11-23T1800-remittances': remittances,
  '2026-11-23T1900-uploads': uploads,
  '2026-11-23T2000-payments': payments,
  '2026-11-24T1000-quote-segments': quoteSegments,
  '2026-11-26T1000-signed-quotations': signedQuotations,
  '2026-11-26T1100-attempt-counters': attemptCounters,
  '2026-11-26T1200-mail-outbox': mailOutbox,
  '2026-11-26T1300-attempt-release': attemptRelease,
  '2026-11-27T1000-inbound-remittances': inboundRemittances,
  '2026-11-27T1100-card-charges': cardCharges,
  '2026-11-27T1200-inbound-receipt': inboundReceipt,
  '2026-11-28T1100-paper-money-operations': paperMoneyOperations,
  '2026-11-29T1000-card-payments': cardPayments,
  '2026-11-29T1100-card-payment-refunds': cardPaymentRefunds,
  '2026-11-29T1200-card-payment-sweep': cardPaymentSweep,
  '2026-11-30T1000-company-records': companyRecords,
  '2026-11-30T1100-limit-update-requests': limitUpdateRequests,
  '2026-11-30T1200-back-office': backOffice,
};
