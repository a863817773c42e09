/**
 * A fake `fetch` for the API client tests: answers queued responses and records every request,
 * so no test touches the network.
 */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
}

export interface FakeFetch {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  /** Queues the next answer (JSON body unless a string is given). */
  respond(status: number, body?: unknown, headers?: Record<string, string>): FakeFetch;
  /** Queues a network failure. */
  failWith(error: Error): FakeFetch;
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | Error;

export function createFakeFetch(): FakeFetch {
  const answers: Answer[] = [];
  const requests: RecordedRequest[] = [];
  const fake: FakeFetch = {
    requests,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push({
        url: request.url,
        method: request.method,
        headers: request.headers,
        body: init?.body === undefined ? undefined : String(init.body),
      });
      const answer = answers.shift() ?? { status: 200, body: {} };
      if (answer instanceof Error) throw answer;
      const text =
        answer.body === undefined
          ? null
          : typeof answer.body === 'string'
            ? answer.body
            : JSON.stringify(answer.body);
      const headers = new Headers(answer.headers);
      if (text !== null && typeof answer.body !== 'string') {
        headers.set('content-type', 'application/json');
      }
      return new Response(text, { status: answer.status, headers });
    }) as typeof fetch,
    respond(status, body, headers) {
      answers.push({ status, body, headers });
      return fake;
    },
    failWith(error) {
      answers.push(error);
      return fake;
    },
  };
  return fake;
}
