/**
 * The sandbox wallet provider (design §1 "a sandbox that behaves like the provider's own test
 * mode"; design §4 sandbox helpers): a charge is a payment link on the platform's docs page
 * about paying in the sandbox, carrying the reference, amount and deadline, with its QR image.
 * Nothing leaves the process; the payment is marked received with
 * `POST /api/sandbox/operations/{id}/pay`, as the provider's notification would.
 * @module
 */
import { minorToDecimalString } from '../../../src/domain/money/money';
import { qrPngDataUrl } from '../../services/payments/qr-image';
import type { WalletProvider } from './wallet-provider';

/** The anchor of docs/sandbox.md that explains paying in the sandbox. */
export const SANDBOX_WALLET_DOCS_ANCHOR = 'paying-an-operation';

/** The sandbox wallet, linking to `publicOrigin`'s sandbox guide. */
export function createSandboxWallet(publicOrigin: string): WalletProvider {
  return {
    name: 'sandbox-wallet',
    async charge({ reference, amountCents, expiresAt }) {
      const url = new URL('/docs/sandbox', publicOrigin);
      url.searchParams.set('wallet', reference);
      url.searchParams.set('amount', minorToDecimalString(amountCents, 2));
      url.searchParams.set('expires', expiresAt.toISOString());
      url.hash = SANDBOX_WALLET_DOCS_ANCHOR;
      const paymentUrl = url.toString();
      return { paymentUrl, qrCodeImage: await qrPngDataUrl(paymentUrl) };
    },
  };
}
