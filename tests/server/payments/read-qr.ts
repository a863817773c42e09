/**
 * Reads a QR image the API answers (`data:image/png;base64,…`) back to its text, with pngjs and
 * jsqr: independent of the `qrcode` package that drew it.
 * @module
 */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text a PNG data URL's QR code holds; throws when it is not a readable PNG QR code. */
export function readQrDataUrl(dataUrl: string): string {
  const prefix = 'data:image/png;base64,';
  if (!dataUrl.startsWith(prefix)) throw new Error('not a PNG data URL');
  const png = PNG.sync.read(Buffer.from(dataUrl.slice(prefix.length), 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (code === null) throw new Error('no QR code found');
  return code.data;
}
