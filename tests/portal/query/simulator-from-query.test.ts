import { describe, expect, it } from 'vitest';
import {
  hasSimulatorQuery,
  preselectedSimulator,
  simulatorFromQuery,
} from '../../../portal/query/simulator-from-query';

describe('simulatorFromQuery (spec platform §2.2, operations §2.2)', () => {
  it.each([
    ['simulator=remittance&remittanceType=outbound', 'remittance-outbound'],
    ['simulator=remittance&remittanceType=inbound', 'remittance-inbound'],
    ['simulator=remittance&remittanceType=INBOUND', 'remittance-inbound'],
    ['simulator=remittance', 'remittance-outbound'],
    ['simulator=remittance&remittanceType=sideways', 'remittance-outbound'],
    ['simulator=moneygram', 'MONEYGRAM'],
    ['simulator=paperMoney', 'PAPER_MONEY'],
    ['simulator=unknown', 'PAPER_MONEY'],
    ['', 'PAPER_MONEY'],
    ['remittanceType=inbound', 'PAPER_MONEY'],
  ])('reads "%s" as %s', (query, expected) => {
    expect(simulatorFromQuery(new URLSearchParams(query))).toBe(expected);
  });

  it('accepts a plain record as well as URLSearchParams', () => {
    expect(simulatorFromQuery({ simulator: 'remittance', remittanceType: 'inbound' })).toBe(
      'remittance-inbound',
    );
    expect(simulatorFromQuery({ simulator: undefined })).toBe('PAPER_MONEY');
  });

  it('tells whether the query names a simulator at all', () => {
    expect(hasSimulatorQuery(new URLSearchParams('simulator=moneygram'))).toBe(true);
    expect(hasSimulatorQuery(new URLSearchParams('partnerId=x'))).toBe(false);
  });
});

describe('preselectedSimulator', () => {
  it('leaves the choice to the widget when the query names no simulator', () => {
    expect(preselectedSimulator(new URLSearchParams('partnerId=acme'))).toBeUndefined();
    expect(preselectedSimulator({})).toBeUndefined();
  });

  it('gives the URL choice, and the paper-money default for an unknown name', () => {
    expect(preselectedSimulator(new URLSearchParams('simulator=moneygram'))).toBe('MONEYGRAM');
    expect(preselectedSimulator(new URLSearchParams('simulator=nope'))).toBe('PAPER_MONEY');
  });
});
