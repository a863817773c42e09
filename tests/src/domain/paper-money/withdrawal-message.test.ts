import { describe, expect, it } from 'vitest';
import {
  isReadyForWithdrawal,
  paperMoneyStatusLabelKey,
} from '../../../../src/domain/paper-money/status-label';
import { withdrawalMessage } from '../../../../src/domain/paper-money/withdrawal-message';

// Intl separates some parts with no-break spaces; the assertions read plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the bilingual withdrawal message (spec operations §2.7)', () => {
  it('tells beneficiary, country, currency, reference and locations in Portuguese and English', () => {
    const message = withdrawalMessage({
      beneficiary: 'Ana Cliente Demo',
      country: 'BR',
      amount: { value: 150000, precision: 2, currency: 'USD' },
      code: '4821-7730',
      correspondent: 'Demo Câmbio',
      // 23:30 in Brasília on the 30th is already the 1st in UTC: the ATMs' day is the 30th.
      availableUntil: '2026-12-01T02:30:00.000Z',
    });
    expect(plain(message)).toBe(
      [
        'Saque de moeda estrangeira',
        'Beneficiário: Ana Cliente Demo',
        'País: Brasil',
        'Moeda: USD 1.500,00',
        'Número de referência (código de saque): 4821-7730',
        'Locais de saque: caixas eletrônicos da rede parceira de Demo Câmbio',
        'Disponível até: 30/11/2026',
        '',
        'Foreign cash withdrawal',
        'Beneficiary: Ana Cliente Demo',
        'Country: Brazil',
        'Currency: USD 1,500.00',
        'Reference number (withdrawal code): 4821-7730',
        "Withdrawal locations: Demo Câmbio's partner-network ATMs",
        'Available until: 11/30/2026',
      ].join('\n'),
    );
  });

  it.each([
    ['named locations', 'Av. Paulista, 1000 – São Paulo', 'Av. Paulista, 1000 – São Paulo'],
    ['blank locations', '  ', 'caixas eletrônicos da rede parceira de Demo'],
  ])('uses %s', (_case, locations, expected) => {
    const message = withdrawalMessage({
      beneficiary: 'Bruno',
      country: 'BR',
      amount: { value: 20000, precision: 2, currency: 'EUR' },
      code: 'X1',
      correspondent: 'Demo',
      locations,
    });
    expect(message).toContain(`Locais de saque: ${expected}`);
    expect(message).not.toContain('Disponível até');
    expect(plain(message)).toContain('Currency: EUR 200.00');
  });
});

describe('the delivery-aware status label (spec operations §4.1)', () => {
  it.each([
    ['DELIVERED', 'withdrawal', 'paperMoneyStatus.readyForWithdrawal', true],
    ['DELIVERED', 'shipment', 'operationStatus.DELIVERED', false],
    ['DELIVERED', 'shop', 'operationStatus.DELIVERED', false],
    ['PROCESSING', 'withdrawal', 'operationStatus.PROCESSING', false],
    ['CANCELLED', 'withdrawal', 'operationStatus.CANCELLED', false],
  ] as const)('%s of a %s reads %s', (status, method, key, ready) => {
    expect(paperMoneyStatusLabelKey(status, method)).toBe(key);
    expect(isReadyForWithdrawal(status, method)).toBe(ready);
  });
});
