/**
 * How a payee card describes its record: the bank and its code ('Commerzbank · IBAN DE89 3704
 * …'), the country in the user's language, a Brazilian account's PIX key or bank data.
 * @module
 */
import type { Account } from '../../../../src/contracts/accounts';
import type { InvestmentBroker } from '../../../../src/contracts/investment-brokers';
import { formatIban } from '../../../../src/domain/bank/bank-codes';
import type { Translate } from '../../../app/locale';
import { countryName } from '../../../forms/countries';

/** 'IBAN DE89 3704 0044 0532 0130 00', 'SWIFT/BIC COBADEFFXXX'. */
export function bankCodeLine(t: Translate, account: Pick<Account, 'code'>): string | undefined {
  if (!account.code) return undefined;
  const { option, value } = account.code;
  const shown = option === 'IBAN' ? formatIban(value) : value;
  return `${t(`common:bankAccount.codeOptions.${option}`)} ${shown}`;
}

/** The lines of an account card (abroad or in Brazil). */
export function accountLines(t: Translate, locale: string, account: Account): string[] {
  if (account.type === 'INBOUND') {
    if (account.pixType) {
      return [
        t('payees.account.pixSummary', {
          type: t(`common:bankAccount.pixTypes.${account.pixType}`),
        }),
        account.pixKey ?? '',
      ].filter(Boolean);
    }
    return [
      t('payees.account.brazilSummary', {
        bank: account.inboundBankCode ?? '',
        branch: account.bankBranch ?? '',
        number: account.number ?? '',
      }),
    ];
  }
  const bank = [account.bankName, bankCodeLine(t, account)].filter(Boolean).join(' · ');
  const where = [
    account.number ? `${numberLabel(t, account.currency)} ${account.number}` : '',
    countryName(account.bankCountry, locale),
  ]
    .filter(Boolean)
    .join(' · ');
  return [bank, where].filter((line) => line !== '');
}

/** 'CBU' for ARS, 'CCI' for PEN, 'Account number' otherwise (spec operations §3.11). */
export function numberLabel(t: Translate, currency: string | null | undefined): string {
  if (currency === 'ARS') return t('common:bankAccount.numberARS');
  if (currency === 'PEN') return t('common:bankAccount.numberPEN');
  return t('common:bankAccount.number');
}

/** The lines of a broker card. */
export function brokerLines(t: Translate, locale: string, broker: InvestmentBroker): string[] {
  const codes = [
    broker.achCode ? `${t('common:bankAccount.codeOptions.ACH')} ${broker.achCode}` : '',
    broker.swiftCode ? `${t('common:bankAccount.codeOptions.SWIFT_BIC')} ${broker.swiftCode}` : '',
  ].filter(Boolean);
  return [
    [broker.bankName, ...codes].join(' · '),
    [
      `${t('common:bankAccount.number')} ${broker.accountNumber}`,
      countryName(broker.country, locale),
    ].join(' · '),
  ];
}
