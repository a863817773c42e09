// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InboundInstructions } from '../../../src/contracts/inbound-instructions';
import { InboundBankInstructions } from '../../../portal/components/operations/InboundBankInstructions';
import { InboundNextStep } from '../../../portal/components/operations/InboundNextStep';
import { plain } from '../profile/profile-harness';
import { renderWithServices } from './panel-harness';

const INSTRUCTIONS = 'GET /api/v1/remittances/users/inbound/42/instructions';
const PDF = 'GET /api/v1/remittances/users/inbound/42/instructions.pdf';
const REFERENCE = 'FXAB12CD34EF56GH78IJ90KL1';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function instructions(overrides: Partial<InboundInstructions> = {}): InboundInstructions {
  return {
    operationId: 42,
    reference: REFERENCE,
    amount: { value: 100000, divisor: 100, precision: 2, currency: 'USD' },
    finalBeneficiary: 'Maria Demo',
    field56: {
      swiftCode: 'CHASUS33',
      name: 'JPMorgan Chase Bank',
      address: '383 Madison Avenue, New York, NY, US',
      account: '0011223344',
    },
    field57: {
      swiftCode: 'BRASBRRJ',
      name: 'Banco do Brasil S.A.',
      address: 'SAUN Quadra 5, Brasília, DF, BR',
      account: null,
    },
    field59: {
      account: 'BR1800000000010000000012345C1',
      name: 'FX Demo Corretora de Câmbio',
      address: 'Av. Paulista 1000, São Paulo, SP, BR',
    },
    field70: [`/REF/${REFERENCE}`, 'FFC MARIA DEMO'],
    sandbox: true,
    ...overrides,
  };
}

describe('InboundBankInstructions (spec operations §2.5, SWIFT fields 56, 57, 59, 70)', () => {
  it('lists the amount, the reference and fields 56, 57, 59 and 70, with the sandbox badge', async () => {
    renderWithServices(
      <InboundBankInstructions operationId={42} />,
      {
        [INSTRUCTIONS]: { status: 200, body: instructions() },
      },
      'en-US',
    );
    expect(screen.getByRole('status').textContent).toMatch(/Loading/);
    expect(plain((await screen.findByTestId('instructions-amount')).textContent)).toBe('$1,000.00');
    expect(screen.getByTestId('instructions-reference').textContent).toBe(REFERENCE);
    expect(screen.getByTestId('instructions-sandbox').textContent).toBe('Sandbox data');
    expect(screen.getByText(/must quote field 70/)).toBeTruthy();
    const f56 = within(screen.getByTestId('instructions-field56'));
    expect(f56.getByText('CHASUS33')).toBeTruthy();
    expect(f56.getByText('0011223344')).toBeTruthy();
    const f57 = within(screen.getByTestId('instructions-field57'));
    expect(f57.getByText('BRASBRRJ')).toBeTruthy();
    expect(f57.queryByText('Account')).toBeNull();
    const f59 = within(screen.getByTestId('instructions-field59'));
    expect(f59.getByText('BR1800000000010000000012345C1')).toBeTruthy();
    expect(f59.getByText('FX Demo Corretora de Câmbio')).toBeTruthy();
    const f70 = screen.getByTestId('instructions-field70');
    expect(f70.textContent).toContain(`/REF/${REFERENCE}`);
    expect(f70.textContent).toContain('FFC MARIA DEMO');
    // The definition list of the ui-guide.
    expect(f70.querySelector('dl dt')?.textContent).toBe('Field 70 text');
  });

  it('copies each value, field 70 as its lines', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithServices(
      <InboundBankInstructions operationId={42} />,
      {
        [INSTRUCTIONS]: { status: 200, body: instructions() },
      },
      'en-US',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Payment reference' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(REFERENCE));
    fireEvent.click(screen.getByRole('button', { name: 'Copy Field 70 text' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`/REF/${REFERENCE}\nFFC MARIA DEMO`),
    );
  });

  it('leaves out field 56 when the beneficiary bank is reached directly, and the badge outside the sandbox', async () => {
    renderWithServices(<InboundBankInstructions operationId={42} />, {
      [INSTRUCTIONS]: { status: 200, body: instructions({ field56: null, sandbox: false }) },
    });
    await screen.findByTestId('instructions-field57');
    expect(screen.queryByTestId('instructions-field56')).toBeNull();
    expect(screen.queryByTestId('instructions-sandbox')).toBeNull();
    expect(screen.getByText(/deve informar o campo 70/)).toBeTruthy();
  });

  it('downloads the PDF in the page language under the server’s file name', async () => {
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('instrucoes-recebimento-42.pdf');
      expect(this.getAttribute('href')).toBe('blob:pdf');
    });
    const { calls } = renderWithServices(<InboundBankInstructions operationId={42} />, {
      [INSTRUCTIONS]: { status: 200, body: instructions() },
      [PDF]: { status: 200, body: '%PDF-1.4' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(calls.some((call) => call.path.endsWith('/instructions.pdf'))).toBe(true);
  });

  it('says when the PDF could not be downloaded', async () => {
    renderWithServices(
      <InboundBankInstructions operationId={42} />,
      {
        [INSTRUCTIONS]: { status: 200, body: instructions() },
        [PDF]: { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'x' } },
      },
      'en-US',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Could not download the PDF. Please try again.')).toBeTruthy();
  });

  it.each([
    [409, 'OPERATION_NOT_AWAITING_PAYMENT', /no longer awaits payment/],
    [503, 'SERVICE_UNAVAILABLE', /unavailable right now/],
  ])('answers %i with its own words', async (status, code, text) => {
    renderWithServices(
      <InboundBankInstructions operationId={42} />,
      {
        [INSTRUCTIONS]: { status, body: { statusCode: status, code, message: 'x' } },
      },
      'en-US',
    );
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('offers a retry after another failure', async () => {
    renderWithServices(
      <InboundBankInstructions operationId={42} />,
      {
        [INSTRUCTIONS]: [
          { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'x' } },
          { status: 200, body: instructions() },
        ],
      },
      'en-US',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('instructions-field70')).toBeTruthy();
  });
});

describe('InboundNextStep with the receipt instructions (spec operations §2.5)', () => {
  const amount = { value: 100000, divisor: 100, precision: 2, currency: 'USD' };
  const props = { identifier: 'demo', operationId: 42, amount, name: 'Maria Demo' };
  const routes = { [INSTRUCTIONS]: { status: 200, body: instructions() } };

  it('shows them after the bank path’s words, and not once the wire is no longer awaited', async () => {
    renderWithServices(
      <InboundNextStep {...props} method="BANK_PATH" link={null} bankLead />,
      routes,
      'en-US',
    );
    expect(await screen.findByTestId('instructions-field70')).toBeTruthy();
    cleanup();
    const { calls } = renderWithServices(
      <InboundNextStep {...props} method="BANK_PATH" link={null} bankLead={false} />,
      routes,
      'en-US',
    );
    expect(screen.queryByTestId('inbound-instructions')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('shows them below the payment link', async () => {
    renderWithServices(
      <InboundNextStep
        {...props}
        method="DEBIT_CARD_LINK"
        link={{
          id: 'AbCdEfGhIjKlMnOpQrStUv',
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        }}
      />,
      routes,
      'en-US',
    );
    await screen.findByTestId('instructions-field70');
    const link = screen.getByTestId('payment-link');
    const panel = screen.getByTestId('inbound-instructions');
    expect(link.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
