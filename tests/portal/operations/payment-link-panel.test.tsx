// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PaymentLinkPanel,
  paymentLinkUrl,
} from '../../../portal/components/operations/PaymentLinkPanel';
import { InboundNextStep } from '../../../portal/components/operations/InboundNextStep';
import { renderWithServices } from './panel-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LINK_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const amount = { value: 10000, divisor: 100, precision: 2, currency: 'USD' };
const inTwelveHours = () => new Date(Date.now() + 12 * 3_600_000).toISOString();

function panel(expiresAt = inTwelveHours()) {
  return (
    <PaymentLinkPanel
      identifier="demo"
      link={{ id: LINK_ID, expiresAt }}
      amount={amount}
      name="Maria Demo"
    />
  );
}

describe('PaymentLinkPanel (spec operations §2.5, §4.6)', () => {
  it('builds the payer page address from the origin, the correspondent and the link id', () => {
    expect(paymentLinkUrl('https://fx.example', 'demo', LINK_ID)).toBe(
      `https://fx.example/demo/inbound-payment-link/${LINK_ID}`,
    );
  });

  it('shows the link, copies it, and counts down the 12 hours with the expiry as a pt-BR date-time', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithServices(panel(), {});
    const url = (screen.getByTestId('payment-link-url') as HTMLTextAreaElement).value;
    expect(url).toMatch(new RegExp(`/demo/inbound-payment-link/${LINK_ID}$`));
    expect(screen.getByTestId('payment-link-expiry').textContent).toMatch(
      /Válido até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    );
    expect(screen.getByTestId('payment-link-countdown').textContent).toMatch(/^1[12]:\d{2}:\d{2}$/);
    fireEvent.click(screen.getByRole('button', { name: /Copiar/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
    expect(await screen.findByText('Copiado!')).toBeTruthy();
  });

  it('offers Share only where the browser can share, and shares the link', async () => {
    renderWithServices(panel(), {}, 'en-US');
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    cleanup();
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share, canShare: () => true });
    renderWithServices(panel(), {}, 'en-US');
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({
        url: expect.stringMatching(new RegExp(`/demo/inbound-payment-link/${LINK_ID}$`)),
        text: 'Payment of $100.00 to Maria Demo',
      }),
    );
  });

  it('says when the link has expired', () => {
    renderWithServices(panel(new Date(Date.now() - 1000).toISOString()), {}, 'en-US');
    expect(screen.getByText('This link has expired.')).toBeTruthy();
    expect(screen.queryByTestId('payment-link-countdown')).toBeNull();
  });
});

describe('InboundNextStep (spec operations §2.5)', () => {
  const props = { identifier: 'demo', operationId: 42, amount, name: 'Maria Demo' };

  it('opens the payer page for the customer’s own debit card', () => {
    renderWithServices(
      <InboundNextStep
        {...props}
        method="DEBIT_CARD"
        link={{ id: LINK_ID, expiresAt: inTwelveHours() }}
      />,
      {},
      'en-US',
    );
    expect(screen.getByTestId('pay-own-card').getAttribute('href')).toBe(
      `/demo/inbound-payment-link/${LINK_ID}`,
    );
  });

  it('explains the bank path, and says nothing for a card method without a link', () => {
    renderWithServices(
      <InboundNextStep {...props} method="BANK_PATH" link={null} bankLead />,
      {},
      'en-US',
    );
    expect(screen.getByText(/international bank transfer \(SWIFT\)/)).toBeTruthy();
    cleanup();
    const { container } = renderWithServices(
      <InboundNextStep {...props} method="DEBIT_CARD_LINK" link={null} bankLead />,
      {},
      'en-US',
    );
    expect(container.textContent).toBe('');
  });
});
