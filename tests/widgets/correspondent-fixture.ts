import type { Correspondent } from '../../src/contracts/correspondent';

export { correspondentFixture } from '../src/api/fixtures';

/** A fake `fetch` answering the correspondent lookup from `known`, 404 otherwise. */
export function fakeCorrespondentFetch(known: Correspondent[]): typeof fetch & { calls: string[] } {
  const calls: string[] = [];
  const fake = async (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push(url);
    const identifier = decodeURIComponent(url.split('/v1/correspondents/')[1] ?? '');
    const found = known.find((c) => c.identifier === identifier);
    const body = found ?? {
      statusCode: 404,
      code: 'CORRESPONDENT_NOT_FOUND',
      message: 'Correspondent not found',
    };
    return new Response(JSON.stringify(body), {
      status: found ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  };
  return Object.assign(fake, { calls }) as typeof fetch & { calls: string[] };
}
