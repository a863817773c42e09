import { PassThrough } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { clientErrorHandler, type ClientError } from '../../../server/http/client-error-response';

/** Runs the handler on a socket stand-in and reads what it wrote. */
async function answerTo(error: ClientError): Promise<string> {
  const socket = new PassThrough();
  clientErrorHandler(error, socket);
  let written = '';
  for await (const chunk of socket) written += String(chunk);
  return written;
}

function parserError(code: string, rawPacket?: string): ClientError {
  return Object.assign(new Error(code), {
    code,
    ...(rawPacket === undefined ? {} : { rawPacket: Buffer.from(rawPacket, 'latin1') }),
  });
}

describe("the answer to a request Node's parser refused", () => {
  test.each([
    ['HPE_INVALID_METHOD', '400 Bad Request', 'BAD_REQUEST', 'Falha ao processar a requisição.'],
    [
      'ERR_HTTP_REQUEST_TIMEOUT',
      '408 Request Timeout',
      'REQUEST_TIMEOUT',
      'A requisição demorou demais para chegar. Tente novamente.',
    ],
    [
      'HPE_HEADER_OVERFLOW',
      '431 Request Header Fields Too Large',
      'HEADERS_TOO_LARGE',
      'Os cabeçalhos da requisição excedem o tamanho máximo permitido.',
    ],
  ])('%s is %s %s, in the one error shape', async (code, status, catalogueCode, message) => {
    const answer = await answerTo(parserError(code));
    expect(answer.startsWith(`HTTP/1.1 ${status}\r\n`)).toBe(true);
    expect(answer).toContain('\r\nConnection: close\r\n');
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(answer).toContain(`\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`);
    expect(JSON.parse(body)).toEqual({
      statusCode: Number(status.slice(0, 3)),
      code: catalogueCode,
      message,
    });
  });

  test('answers in the language of an Accept-Language line among the bytes read', async () => {
    const answer = await answerTo(
      parserError('HPE_INVALID_METHOD', 'BREW / HTTP/1.1\r\naccept-language: en-GB, pt;q=0.3\r\n'),
    );
    expect(answer).toContain('"message":"Failed to process the request."');
  });

  test('writes nothing to a connection the client reset', () => {
    const socket = new PassThrough();
    clientErrorHandler(parserError('ECONNRESET'), socket);
    expect(socket.writableEnded).toBe(false);
    expect(socket.readableLength).toBe(0);
  });
});
