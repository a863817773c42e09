import { describe, expect, it } from 'vitest';

describe('widget modules on a server', () => {
  it('can be imported where there is no DOM, doing nothing', async () => {
    expect(typeof window).toBe('undefined');
    await expect(import('../../../widgets/loader/simulator')).resolves.toBeDefined();
    const { defineFxElement } = await import('../../../widgets/elements/fx-element');
    const { Simulator } = await import('../../../widgets/simulator/Simulator');
    expect(
      defineFxElement({ tag: 'fx-x', widget: 'simulator', component: Simulator, css: '' }),
    ).toBe(undefined);
    await expect(import('../../../widgets/elements/fx-simulator')).resolves.toBeDefined();
  });
});
