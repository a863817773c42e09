/**
 * The wallet payment provider's port (spec operations §2.5 "Wallet payment provider: its own
 * payment data", payment method PICPAY): the platform asks it for a charge of one operation and
 * shows what it answers. Its payment notification reaches `PaymentService.paymentReceived` with
 * the same reference.
 * @module
 */

/** A charge to create at the wallet provider. */
export interface WalletChargeRequest {
  /** The operation's payment reference (unique; the provider's reference id). */
  reference: string;
  /** BRL cents. */
  amountCents: number;
  /** When the charge stops being payable. */
  expiresAt: Date;
  /** What the payer's wallet shows. */
  description: string;
}

/** What the provider answers: where to pay and the QR image of it. */
export interface WalletCharge {
  /** The provider's payment link. */
  paymentUrl: string;
  /** A PNG data URL of the QR code of `paymentUrl`. */
  qrCodeImage: string;
}

/** A wallet payment provider. */
export interface WalletProvider {
  readonly name: string;
  /** Creates (or answers again, for the same reference) the charge of an operation. */
  charge(request: WalletChargeRequest): Promise<WalletCharge>;
}
