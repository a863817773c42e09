// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootstrap, type FxWidgetsQueue } from '../../../widgets/loader/bootstrap';
import { propsFromAttributes } from '../../../widgets/elements/element-props';
import { getRegistry } from '../../../widgets/loader/registry';
import type { FxQueueEntry } from '../../../widgets/loader/registry';

interface TestWindow {
  __fxWidgets?: unknown;
  fxWidgets?: FxQueueEntry[] | FxWidgetsQueue;
}
const host = window as unknown as TestWindow;

function addScript(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  // happy-dom must not try to fetch it: set src through the attribute on an inert type.
  script.type = 'text/x-test';
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.append(script);
  return script;
}

beforeEach(() => {
  delete host.__fxWidgets;
  delete host.fxWidgets;
  // Pretend the chunk is already loading: the import itself is the browser's job.
  const registry = getRegistry();
  if (registry) registry.loading.simulator = Promise.resolve();
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('widget loader', () => {
  it('places <fx-simulator> right after its script tag, carrying identifier, locale and API', () => {
    const script = addScript({
      src: 'https://fx.example/widgets/simulator.js',
      'data-identifier': 'aurora',
      'data-locale': 'en-US',
      'data-api': 'https://api.example/api',
    });
    bootstrap('simulator', { simulator: 'chunks/simulator-abc.js' });
    const element = script.nextElementSibling;
    expect(element?.tagName).toBe('FX-SIMULATOR');
    expect(element?.getAttribute('data-identifier')).toBe('aurora');
    expect(element?.getAttribute('data-locale')).toBe('en-US');
    expect(element?.getAttribute('data-api')).toBe('https://api.example/api');
    expect(getRegistry()?.chunks.simulator).toBe(
      'https://fx.example/widgets/chunks/simulator-abc.js',
    );
  });

  it('passes data-operation, data-amount and data-currency of the script tag to the element', () => {
    const script = addScript({
      src: 'https://fx.example/widgets/simulator.js',
      'data-identifier': 'demo',
      'data-operation': 'inbound',
      'data-amount': '1500.00',
      'data-currency': 'EUR',
    });
    bootstrap('simulator', { simulator: 'chunks/simulator-abc.js' });
    const element = script.nextElementSibling;
    expect(element?.getAttribute('data-operation')).toBe('inbound');
    expect(element?.getAttribute('data-amount')).toBe('1500.00');
    expect(element?.getAttribute('data-currency')).toBe('EUR');
    expect(propsFromAttributes(element ?? document.body, 'x')).toMatchObject({
      identifier: 'demo',
      operation: 'inbound',
      amount: '1500.00',
      currency: 'EUR',
    });
  });

  it('leaves out starting values the script tag does not give', () => {
    const script = addScript({
      src: 'https://fx.example/widgets/simulator.js',
      'data-identifier': 'demo',
      'data-amount': '  ',
    });
    bootstrap('simulator', {});
    const element = script.nextElementSibling;
    expect(element?.hasAttribute('data-operation')).toBe(false);
    expect(element?.hasAttribute('data-amount')).toBe(false);
    expect(element?.hasAttribute('data-currency')).toBe(false);
  });

  it('accepts operation, amount and currency in a mount command', () => {
    document.body.innerHTML = '<div id="target"></div>';
    addScript({ src: 'https://fx.example/widgets/simulator.js' });
    bootstrap('simulator', { simulator: 'chunks/simulator-abc.js' });
    (host.fxWidgets as FxWidgetsQueue).push([
      'mount',
      {
        widget: 'simulator',
        target: '#target',
        identifier: 'demo',
        operation: 'paper-money',
        amount: '250',
        currency: 'GBP',
      },
    ]);
    const element = document.querySelector('#target fx-simulator');
    expect(element?.getAttribute('data-operation')).toBe('paper-money');
    expect(element?.getAttribute('data-amount')).toBe('250');
    expect(element?.getAttribute('data-currency')).toBe('GBP');
  });

  it('is idempotent: running again for the same script adds nothing', () => {
    addScript({ src: 'https://fx.example/widgets/simulator.js', 'data-identifier': 'demo' });
    bootstrap('simulator', {});
    bootstrap('simulator', {});
    expect(document.querySelectorAll('fx-simulator')).toHaveLength(1);
  });

  it('does not add a second element when the host placed one for that identifier', () => {
    document.body.innerHTML = '<fx-simulator data-identifier="demo"></fx-simulator>';
    addScript({ src: 'https://fx.example/widgets/simulator.js', 'data-identifier': 'demo' });
    bootstrap('simulator', {});
    expect(document.querySelectorAll('fx-simulator')).toHaveLength(1);
  });

  it('adds nothing for a script without data-identifier', () => {
    addScript({ src: 'https://fx.example/widgets/simulator.js' });
    bootstrap('simulator', {});
    expect(document.querySelectorAll('fx-simulator')).toHaveLength(0);
  });

  it('replays mount calls queued before it ran, then runs new ones at once', () => {
    document.body.innerHTML = '<div id="first"></div><div id="second"></div>';
    host.fxWidgets = [['mount', { widget: 'simulator', target: '#first', identifier: 'demo' }]];
    addScript({ src: 'https://fx.example/widgets/simulator.js' });
    bootstrap('simulator', { simulator: 'chunks/simulator-abc.js' });
    expect(document.querySelector('#first fx-simulator')?.getAttribute('data-identifier')).toBe(
      'demo',
    );

    const queue = host.fxWidgets as FxWidgetsQueue;
    queue.push([
      'mount',
      { widget: 'simulator', target: '#second', identifier: 'aurora', locale: 'en-US' },
    ]);
    expect(document.querySelector('#second fx-simulator')?.getAttribute('data-locale')).toBe(
      'en-US',
    );
  });

  it('reports a mount into a missing target instead of throwing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    addScript({ src: 'https://fx.example/widgets/simulator.js' });
    bootstrap('simulator', { simulator: 'chunks/simulator-abc.js' });
    (host.fxWidgets as FxWidgetsQueue).push([
      'mount',
      { widget: 'simulator', target: '#nowhere', identifier: 'demo' },
    ]);
    expect(error).toHaveBeenCalled();
  });
});
