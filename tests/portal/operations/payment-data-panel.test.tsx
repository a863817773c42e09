// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { milestoneOf } from '../../../portal/components/operations/LiveCountdown';
import { PaymentDataPanel } from '../../../portal/components/operations/PaymentDataPanel';
import { countdown } from '../../../src/domain/operations/expiries';
import { plain } from '../profile/profile-harness';
import { formatDateTime } from '../../../portal/components/operations/format';
import {
  dynamicPixFixture,
  fromNow,
  pixFixture,
  tedFixture,
  walletFixture,
} from './operations-fixtures';
import { renderWithServices } from './panel-harness';

const PAYMENT = 'GET /api/v1/payments/users/52998224725/resource/42';
const MAILBOX = 'GET /api/sandbox/mailbox';
const PAY = 'POST /api/sandbox/operations/42/pay';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function panel(onExpired?: () => void, onPaid?: () => void) {
  return (
    <PaymentDataPanel
      document="52998224725"
      operationId={42}
      onExpired={onExpired}
      onPaid={onPaid}
    />
  );
}

describe('PaymentDataPanel (spec operations §2.5)', () => {
  it('shows the PIX QR, the copy-paste code, the amount and a mm:ss countdown; Copy copies', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithServices(panel(), { [PAYMENT]: { status: 200, body: dynamicPixFixture() } });
    expect(plain((await screen.findByTestId('payment-amount')).textContent)).toBe('R$ 5.432,10');
    expect(screen.getByRole('img', { name: /QR code PIX/ }).getAttribute('src')).toMatch(
      /^data:image\/png/,
    );
    expect((screen.getByTestId('payment-brcode') as HTMLTextAreaElement).value).toMatch(/^000201/);
    expect(screen.getByTestId('payment-countdown').textContent).toMatch(/^(30:00|29:5\d)$/);
    fireEvent.click(screen.getByRole('button', { name: 'Copiar Código PIX copia e cola' }));
    expect(await screen.findByText('Copiado!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(dynamicPixFixture().brCode);
    expect(screen.getByText(/mesma titularidade/)).toBeTruthy();
  });

  it('reports a refused copy', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async () => Promise.reject(new Error('denied')) },
    });
    renderWithServices(panel(), { [PAYMENT]: { status: 200, body: dynamicPixFixture() } }, 'en-US');
    fireEvent.click(await screen.findByRole('button', { name: 'Copy PIX copy-paste code' }));
    expect(
      await screen.findByText('Could not copy. Select the text and copy it by hand.'),
    ).toBeTruthy();
  });

  it('counts down and, at zero, says the QR code has expired and calls onExpired once', async () => {
    const onExpired = vi.fn();
    renderWithServices(
      panel(onExpired),
      { [PAYMENT]: { status: 200, body: dynamicPixFixture(1500) } },
      'en-US',
    );
    expect((await screen.findByTestId('payment-countdown')).textContent).toMatch(/^00:0[12]$/);
    await screen.findByTestId('payment-expired', undefined, { timeout: 4000 });
    expect(screen.getAllByText('Your QR code has expired!').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('dialog', { name: 'Your QR code has expired!' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'New Operation' })[0]?.getAttribute('href')).toBe(
      '/demo/app/checkout',
    );
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('treats the API answer QR_CODE_EXPIRED as expired', async () => {
    const onExpired = vi.fn();
    renderWithServices(panel(onExpired), {
      [PAYMENT]: {
        status: 410,
        body: { statusCode: 410, code: 'QR_CODE_EXPIRED', message: 'Seu QR code expirou!' },
      },
    });
    await screen.findByTestId('payment-expired');
    expect(screen.getAllByText('Seu QR code expirou!').length).toBeGreaterThanOrEqual(1);
    expect(
      screen.getAllByText('Inicie uma nova operação para pagar.').length,
    ).toBeGreaterThanOrEqual(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('shows the TED bank data with copy buttons and the deadline', async () => {
    renderWithServices(panel(), { [PAYMENT]: { status: 200, body: tedFixture() } }, 'en-US');
    expect(await screen.findByText('Pay by bank transfer (TED)')).toBeTruthy();
    expect(screen.getByText('341 – Banco Demo S.A.')).toBeTruthy();
    for (const label of ['Bank', 'Branch', 'Account', 'Account holder', "Holder's CNPJ"]) {
      expect(screen.getByRole('button', { name: `Copy ${label}` })).toBeTruthy();
    }
    expect(screen.getByText('Checking account')).toBeTruthy();
    // The CNPJ reads formatted; Copy gives the digits a bank app accepts.
    expect(screen.getByText('11.222.333/0001-81')).toBeTruthy();
    expect(screen.queryByTestId('payment-countdown')).toBeNull();
    expect(screen.getByText(/^Pay by \d/)).toBeTruthy();
  });

  it('offers the sandbox payment in sandbox mode and reports it', async () => {
    const onPaid = vi.fn();
    const { calls } = renderWithServices(
      panel(undefined, onPaid),
      {
        [PAYMENT]: { status: 200, body: dynamicPixFixture() },
        [MAILBOX]: { status: 200, body: [] },
        [PAY]: { status: 204 },
      },
      'en-US',
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Simulate payment received (sandbox)' }),
    );
    expect(await screen.findByText('Payment received.')).toBeTruthy();
    expect(
      calls.some(
        (call) => call.method === 'POST' && call.path === '/api/sandbox/operations/42/pay',
      ),
    ).toBe(true);
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('has no sandbox button outside sandbox mode, and an error with retry when loading fails', async () => {
    renderWithServices(panel(), {
      [PAYMENT]: [
        { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Erro interno' } },
        { status: 200, body: dynamicPixFixture() },
      ],
    });
    expect(
      await screen.findByText('Não foi possível carregar os dados para pagamento.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await screen.findByTestId('payment-amount');
    await waitFor(() => expect(screen.queryByRole('button', { name: /sandbox/ })).toBeNull());
  });
});

describe('PaymentDataPanel: a bank transfer past its deadline', () => {
  it('says the deadline has passed (not a QR code) and offers a new operation', async () => {
    renderWithServices(
      <PaymentDataPanel document="52998224725" operationId={42} />,
      { [PAYMENT]: { status: 200, body: { ...tedFixture(), expiresAt: fromNow(-1000) } } },
      'en-US',
    );
    const expired = await screen.findByTestId('payment-expired');
    expect(expired.textContent).toContain('The payment deadline has passed.');
    expect(expired.textContent).not.toContain('QR code');
  });

  it('shows the API message without a retry when the method has no payment data', async () => {
    renderWithServices(
      <PaymentDataPanel document="52998224725" operationId={42} />,
      {
        [PAYMENT]: {
          status: 422,
          body: {
            statusCode: 422,
            code: 'PAYMENT_DATA_NOT_AVAILABLE',
            message: 'This operation has no payment data to show.',
          },
        },
      },
      'en-US',
    );
    expect(await screen.findByText('This operation has no payment data to show.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('LiveCountdown milestones (ui-guide: announced at 10, 5, 1 minutes, not every second)', () => {
  it('announces the milestone the countdown is in', async () => {
    renderWithServices(
      <PaymentDataPanel document="52998224725" operationId={42} />,
      { [PAYMENT]: { status: 200, body: dynamicPixFixture(5 * 60 * 1000 - 30_000) } },
      'en-US',
    );
    expect(await screen.findByText('5 minutes left to pay.')).toBeTruthy();
  });

  it.each([
    ['en-US' as const, '1 minute left to pay.'],
    ['pt-BR' as const, 'Resta 1 minuto para pagar.'],
  ])('says the last minute in the singular (%s, issue 19 item 6)', async (locale, text) => {
    renderWithServices(
      <PaymentDataPanel document="52998224725" operationId={42} />,
      { [PAYMENT]: { status: 200, body: dynamicPixFixture(60 * 1000 - 30_000) } },
      locale,
    );
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('knows which minute is a milestone', () => {
    expect(milestoneOf(countdown(10 * 60_000, 0))).toBe(10);
    expect(milestoneOf(countdown(9 * 60_000 + 59_000, 0))).toBe(10);
    expect(milestoneOf(countdown(9 * 60_000, 0))).toBeUndefined();
    expect(milestoneOf(countdown(30_000, 0))).toBe(1);
  });
});

describe('PaymentDataPanel: each method says its own deadline (issue 19, item 7)', () => {
  const WORDING = {
    'pt-BR': {
      qrExpires: 'O QR code expira em',
      payBy: /^Pague até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
      qr: 'QR code PIX para pagar R$ 5.432,10',
    },
    'en-US': {
      qrExpires: 'The QR code expires in',
      payBy: /^Pay by \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} (AM|PM)$/,
      qr: 'PIX QR code to pay R$5,432.10',
    },
  } as const;
  const LOCALES = ['pt-BR', 'en-US'] as const;

  it.each(LOCALES)(
    'dynamic PIX: the QR code expires in mm:ss, no "pay by" (%s)',
    async (locale) => {
      const w = WORDING[locale];
      renderWithServices(
        panel(),
        { [PAYMENT]: { status: 200, body: dynamicPixFixture() } },
        locale,
      );
      expect(await screen.findByText(w.qrExpires)).toBeTruthy();
      expect(screen.getByTestId('payment-countdown').textContent).toMatch(/^(30:00|29:5\d)$/);
      expect(screen.queryByTestId('payment-deadline')).toBeNull();
    },
  );

  it.each(LOCALES)(
    'static PIX: the QR of its BR Code, the key, and "pay by" the deadline, no QR expiry (%s)',
    async (locale) => {
      const w = WORDING[locale];
      const data = pixFixture();
      renderWithServices(panel(), { [PAYMENT]: { status: 200, body: data } }, locale);
      const deadline = await screen.findByTestId('payment-deadline');
      expect(plain(deadline.textContent)).toMatch(w.payBy);
      expect(deadline.textContent).toContain(formatDateTime(data.expiresAt, locale));
      const qr = screen.getByRole('img', { name: (name) => plain(name) === w.qr });
      expect(qr.getAttribute('src')).toBe(data.qrCodeImage);
      expect((screen.getByTestId('payment-brcode') as HTMLTextAreaElement).value).toBe(data.brCode);
      expect(screen.getByText('pix@demo.test')).toBeTruthy();
      expect(screen.queryByText(w.qrExpires)).toBeNull();
      expect(screen.queryByTestId('payment-countdown')).toBeNull();
    },
  );

  // TED and the wallets carry no QR: the same deadline, each from its own fixture.
  const NO_QR_METHODS = [
    ['TED', 'no QR wording', tedFixture],
    ['wallet', 'no QR expiry', walletFixture],
  ] as const;
  it.each(
    NO_QR_METHODS.flatMap(([method, absent, fixture]) =>
      LOCALES.map((locale) => [method, absent, locale, fixture] as const),
    ),
  )('%s: "pay by" the deadline, %s (%s)', async (_method, _absent, locale, fixture) => {
    const w = WORDING[locale];
    const data = fixture();
    renderWithServices(panel(), { [PAYMENT]: { status: 200, body: data } }, locale);
    const deadline = await screen.findByTestId('payment-deadline');
    expect(plain(deadline.textContent)).toMatch(w.payBy);
    expect(deadline.textContent).toContain(formatDateTime(data.expiresAt, locale));
    expect(screen.queryByText(w.qrExpires)).toBeNull();
    expect(screen.queryByTestId('payment-countdown')).toBeNull();
  });

  it('static PIX past its deadline says the deadline has passed, not that a QR code expired', async () => {
    renderWithServices(panel(), { [PAYMENT]: { status: 200, body: pixFixture(-1000) } }, 'en-US');
    const expired = await screen.findByTestId('payment-expired');
    expect(expired.textContent).toContain('The payment deadline has passed.');
    expect(expired.textContent).not.toContain('QR code');
  });
});
