/**
 * Test helpers of document uploads: real file headers (magic bytes) and a multipart body built
 * by the platform's own FormData, as a browser would send it.
 * @module
 */

/** A tiny PNG-looking file (the 8-byte PNG signature, then an IHDR chunk's start). */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452', 'hex'),
]);
/** A JPEG start (SOI, APP0 JFIF). */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
]);
/** A PDF start. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/** A multipart body: `fields` first, then `file` (the order S3 and our storage require). */
export async function multipart(
  fields: Record<string, string>,
  file: Buffer | undefined,
  fileName = 'document',
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file !== undefined) form.append('file', new Blob([new Uint8Array(file)]), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
