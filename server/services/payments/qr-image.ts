/**
 * QR images of payment data (a BR Code, a wallet's payment link) as PNG data URLs, with the
 * `qrcode` package: error correction M (what bank apps read on screens), a 4-module quiet zone
 * (the QR standard's) and 320 px, large enough for a phone camera at arm's length.
 * @module
 */
import QRCode from 'qrcode';

/** The QR code of `text` as `data:image/png;base64,…`. */
export function qrPngDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, {
    errorCorrectionLevel: 'M',
    margin: 4,
    width: 320,
    type: 'image/png',
  });
}
