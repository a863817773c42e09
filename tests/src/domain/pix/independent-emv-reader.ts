/**
 * Reading BR Codes without the platform's code or pix-utils: a TLV walker and the CRC, so tests
 * check what the platform builds against the EMV/BCB rules themselves.
 * @module
 */
/**
 * An independent reader written for the tests (not the code under test): ID (2 digits), length (2 digits), value; the
 * templates 26–51, 62 and 80–99 hold more of the same. Returns a map of dotted ids
 * (`26.00`, `62.05`) to values, and fails on any malformed run.
 */
export function decodeTlv(payload: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (text: string, prefix: string) => {
    let i = 0;
    while (i < text.length) {
      const id = text.slice(i, i + 2);
      const len = Number.parseInt(text.slice(i + 2, i + 4), 10);
      if (!/^\d\d$/.test(id) || Number.isNaN(len)) throw new Error(`bad header at ${i}`);
      const value = text.slice(i + 4, i + 4 + len);
      if (value.length !== len) throw new Error(`short value at ${i}`);
      const n = Number(id);
      const key = prefix + id;
      if (prefix === '' && ((n >= 26 && n <= 51) || n === 62 || n >= 80)) walk(value, `${key}.`);
      else out.set(key, value);
      i += 4 + len;
    }
  };
  walk(payload, '');
  return out;
}

/** CRC-16/CCITT-FALSE, bit by bit over the UTF-8 bytes, written again for the tests. */
export function crc(text: string): string {
  let value = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    for (let bit = 7; bit >= 0; bit -= 1) {
      const top = ((value >> 15) & 1) ^ ((byte >> bit) & 1);
      value = (value << 1) & 0xffff;
      if (top) value ^= 0x1021;
    }
  }
  return value.toString(16).toUpperCase().padStart(4, '0');
}
