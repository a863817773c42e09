import { describe, expect, it } from 'vitest';
import { routerPathOf } from '../../../portal/app/checkout-navigation';

describe('routerPathOf', () => {
  const origin = 'https://fx.example';

  it('keeps path, query and hash of a path on the current origin', () => {
    expect(routerPathOf('/demo/app/checkout/remittance/outbound?quotationId=q-1#top', origin)).toBe(
      '/demo/app/checkout/remittance/outbound?quotationId=q-1#top',
    );
  });

  it('follows an absolute URL on the same origin with the router', () => {
    expect(routerPathOf('https://fx.example/demo/app/checkout?a=1', origin)).toBe(
      '/demo/app/checkout?a=1',
    );
  });

  it('leaves another origin to a real navigation', () => {
    expect(routerPathOf('https://other.example/demo/app/checkout', origin)).toBeUndefined();
    expect(routerPathOf('https://fx.example:8443/demo', origin)).toBeUndefined();
  });
});
