/**
 * Hostile multipart forms, for the routes that stream one (the platform's own storage): parts
 * without a name, names and values that are hostile text, a header without its boundary or with
 * another one, and bodies cut off anywhere (issue 14).
 * @module
 */
import fc from 'fast-check';
import { hostileText } from './hostile-values';
import type { HostileRequest } from './hostile-request';

/** The fields a signed upload form carries (spec operations §7.6 step 2), then `file`. */
const FORM_FIELDS = ['key', 'Content-Type', 'policy', 'signature', 'file'] as const;

const BOUNDARY = 'fuzz-boundary-14';

const PNG_START = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Part {
  /** `undefined`: a Content-Disposition without `name`. */
  name: string | undefined;
  filename: string | undefined;
  contentType: string | undefined;
  content: Buffer;
}

const partArbitrary: fc.Arbitrary<Part> = fc.record({
  name: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom<string | undefined>(...FORM_FIELDS) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: hostileText.map((text) => text.slice(0, 200)) },
  ),
  filename: fc.option(
    fc.oneof(
      fc.constant('doc.png'),
      hostileText.map((text) => text.slice(0, 200)),
    ),
    {
      nil: undefined,
    },
  ),
  contentType: fc.option(fc.constantFrom('image/png', 'application/pdf', 'text/plain', ''), {
    nil: undefined,
  }),
  content: fc.oneof(
    fc.constant(PNG_START),
    fc.constant(Buffer.alloc(0)),
    hostileText.map((text) => Buffer.from(text, 'utf8')),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  ),
});

function partBytes(part: Part): Buffer {
  const disposition = [
    'Content-Disposition: form-data',
    part.name === undefined ? undefined : `name="${part.name}"`,
    part.filename === undefined ? undefined : `filename="${part.filename}"`,
  ]
    .filter((piece) => piece !== undefined)
    .join('; ');
  const head = [
    `--${BOUNDARY}`,
    disposition,
    ...(part.contentType === undefined ? [] : [`Content-Type: ${part.contentType}`]),
    '',
    '',
  ].join('\r\n');
  return Buffer.concat([Buffer.from(head, 'utf8'), part.content, Buffer.from('\r\n')]);
}

/** How the form's framing is broken, if it is. */
type Framing = 'whole' | 'no-boundary' | 'other-boundary' | 'cut' | 'no-closing';

/** Hostile multipart requests to `url`. */
export function hostileMultipartRequests(
  method: string,
  url: string,
): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      parts: fc.array(partArbitrary, { maxLength: 6 }),
      framing: fc.constantFrom<Framing>(
        'whole',
        'whole',
        'no-boundary',
        'other-boundary',
        'cut',
        'no-closing',
      ),
      cutAt: fc.nat(),
    })
    .map(({ parts, framing, cutAt }) => {
      const body = Buffer.concat([...parts.map(partBytes)]);
      const closed = Buffer.concat([body, Buffer.from(`--${BOUNDARY}--\r\n`)]);
      const contentType =
        framing === 'no-boundary'
          ? 'multipart/form-data'
          : `multipart/form-data; boundary=${framing === 'other-boundary' ? 'another' : BOUNDARY}`;
      let payload = closed;
      if (framing === 'no-closing') payload = body;
      if (framing === 'cut') payload = closed.subarray(0, cutAt % (closed.length + 1));
      return { method, url, headers: { 'content-type': contentType }, payload };
    });
}
