import { describe, expect, it } from 'vitest';
import {
  deliveryFeeFor,
  isDeliveryMethod,
  mayHaveOtherReceiver,
} from '../../../../src/domain/paper-money/delivery';

describe('paper-money delivery rules (spec operations §5.5, §9.1, §9.3)', () => {
  it('lets someone else receive up to R$ 10,000.00 and not a cent above', () => {
    expect(mayHaveOtherReceiver(999_999)).toBe(true);
    expect(mayHaveOtherReceiver(1_000_000)).toBe(true);
    expect(mayHaveOtherReceiver(1_000_001)).toBe(false);
    expect(mayHaveOtherReceiver(2_500_000)).toBe(false);
  });

  it('charges the fee for home delivery only', () => {
    expect(deliveryFeeFor('shipment', 2990)).toBe(2990);
    expect(deliveryFeeFor('shop', 2990)).toBe(0);
    expect(deliveryFeeFor('withdrawal', 2990)).toBe(0);
    expect(deliveryFeeFor('shipment', 0)).toBe(0);
    expect(() => deliveryFeeFor('shipment', 29.9)).toThrow(RangeError);
  });

  it('knows the three kinds', () => {
    expect(['shipment', 'shop', 'withdrawal'].every(isDeliveryMethod)).toBe(true);
    expect(isDeliveryMethod('drone')).toBe(false);
  });
});
