/**
 * What a file is, by its first bytes (magic numbers), never by its name (issue 5): PNG
 * (`89 50 4E 47 0D 0A 1A 0A`), JPEG (`FF D8 FF`), PDF (`%PDF-`). Anything else is refused; the
 * storage also refuses an accepted type other than the one the upload was signed for (issue 14,
 * item 8).
 * @module
 */
import type { UploadContentType } from '../../../src/contracts/uploads';

const SIGNATURES: ReadonlyArray<[UploadContentType, readonly number[]]> = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

/** The accepted content type `bytes` start with, or undefined. */
export function sniffContentType(bytes: Uint8Array): UploadContentType | undefined {
  for (const [type, magic] of SIGNATURES) {
    if (bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte)) return type;
  }
  return undefined;
}
