// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Simulator } from '../../../widgets/simulator/Simulator';
import { Checkout } from '../../../widgets/checkout/Checkout';
import { InboundPayment } from '../../../widgets/inbound-payment/InboundPayment';
import { correspondentFixture, fakeCorrespondentFetch } from '../correspondent-fixture';
import { simulatorFetch } from './simulator-fetch';

// The simulator quotes as soon as it shows: keep those requests off the network.
beforeEach(() => {
  vi.stubGlobal('fetch', simulatorFetch().fetch);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Simulator', () => {
  it('shows the correspondent name, its initials and what the widget will do', () => {
    render(<Simulator identifier="demo" locale="en-US" correspondent={correspondentFixture()} />);
    expect(screen.getByRole('heading', { name: 'Demo Câmbio' })).toBeTruthy();
    expect(screen.getByText('DC')).toBeTruthy();
    expect(screen.getByText('Simulate your exchange')).toBeTruthy();
    expect(screen.getByLabelText('You send')).toBeTruthy();
  });

  it('speaks Portuguese when asked', () => {
    render(<Simulator identifier="demo" locale="pt-BR" correspondent={correspondentFixture()} />);
    expect(screen.getByText('Simule seu câmbio')).toBeTruthy();
    expect(screen.getByLabelText('Você envia')).toBeTruthy();
  });

  it('shows the spec message with name and phone for an inactive correspondent', () => {
    const antiga = correspondentFixture({
      identifier: 'antiga',
      name: 'Antiga Câmbio',
      phone: '+55 11 4000-1234',
      active: false,
    });
    const onError = vi.fn();
    render(
      <Simulator identifier="antiga" locale="en-US" correspondent={antiga} onError={onError} />,
    );
    expect(
      screen.getByText(
        'The correspondent Antiga Câmbio is currently inactive, wait a few minutes or contact us at the telephone number +55 11 4000-1234.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('You send')).toBeNull();
    expect(onError).toHaveBeenCalledWith('disabled', 'antiga');
  });

  it('shows the inactive message in pt-BR too', () => {
    const antiga = correspondentFixture({
      name: 'Antiga Câmbio',
      phone: '+55 11 4000-1234',
      active: false,
    });
    render(<Simulator identifier="antiga" locale="pt-BR" correspondent={antiga} />);
    expect(
      screen.getByText(
        'O correspondente Antiga Câmbio está inativo no momento, aguarde alguns minutos ou entre em contato pelo telefone +55 11 4000-1234.',
      ),
    ).toBeTruthy();
  });

  it('paints its root with the correspondent colours as overridable defaults', () => {
    const { container } = render(
      <Simulator
        identifier="aurora"
        locale="en-US"
        correspondent={correspondentFixture({ primaryColor: '#6B2FBF' })}
      />,
    );
    const root = container.querySelector<HTMLElement>('.fx-root');
    expect(root?.style.getPropertyValue('--fx-primary-default')).toBe('#6B2FBF');
    expect(root?.style.getPropertyValue('--fx-on-primary-default')).toBe('#ffffff');
    // The host's own name must stay free, so a page can override it.
    expect(root?.style.getPropertyValue('--fx-primary')).toBe('');
    expect(container.querySelector('[part="card"]')).toBeTruthy();
    expect(container.querySelector('[part="title"]')?.textContent).toBe('Demo Câmbio');
  });

  it('loads its correspondent through the API, shows a skeleton meanwhile and reports ready', async () => {
    const fetch = fakeCorrespondentFetch([correspondentFixture()]);
    vi.stubGlobal('fetch', fetch);
    const onReady = vi.fn();
    const { container } = render(
      <Simulator
        identifier="demo"
        locale="en-US"
        apiBaseURL="http://fx.test/api"
        onReady={onReady}
      />,
    );
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Demo Câmbio' })).toBeTruthy();
    expect(fetch.calls[0]).toBe('http://fx.test/api/v1/correspondents/demo');
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    expect(onReady.mock.calls[0]?.[0]).toMatchObject({ identifier: 'demo', name: 'Demo Câmbio' });
  });

  it('says when the identifier is unknown', async () => {
    vi.stubGlobal('fetch', fakeCorrespondentFetch([]));
    const onError = vi.fn();
    render(
      <Simulator
        identifier="nope"
        locale="en-US"
        apiBaseURL="http://fx.test/api"
        onError={onError}
      />,
    );
    expect(await screen.findByText('We could not find the correspondent “nope”.')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith('not-found', 'nope');
  });

  it('offers to try again after a failed request, and recovers', async () => {
    let fail = true;
    const working = fakeCorrespondentFetch([correspondentFixture()]);
    vi.stubGlobal('fetch', (input: RequestInfo | URL) =>
      fail ? Promise.reject(new TypeError('network down')) : working(input),
    );
    render(<Simulator identifier="demo" locale="en-US" apiBaseURL="http://fx.test/api" />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert').textContent).toContain('could not load');
    fail = false;
    retry.click();
    expect(await screen.findByRole('heading', { name: 'Demo Câmbio' })).toBeTruthy();
  });

  it('keeps two instances apart: each has its own store', async () => {
    const fetch = fakeCorrespondentFetch([
      correspondentFixture(),
      correspondentFixture({ id: 2, identifier: 'aurora', name: 'Aurora Remessas' }),
    ]);
    vi.stubGlobal('fetch', fetch);
    render(
      <>
        <Simulator identifier="demo" locale="en-US" apiBaseURL="http://fx.test/api" />
        <Simulator identifier="aurora" locale="en-US" apiBaseURL="http://fx.test/api" />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Demo Câmbio' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Aurora Remessas' })).toBeTruthy();
  });
});

describe('Checkout and InboundPayment', () => {
  it('show the correspondent brand with their own line', () => {
    render(
      <>
        <Checkout identifier="demo" locale="en-US" correspondent={correspondentFixture()} />
        <InboundPayment identifier="demo" locale="en-US" correspondent={correspondentFixture()} />
      </>,
    );
    expect(screen.getByText('Complete your exchange operation')).toBeTruthy();
    expect(screen.getByText('Pay with an international debit card')).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'Demo Câmbio' })).toHaveLength(2);
  });
});
