import { describe, expect, test } from 'vitest';
import { GraphqlError, graphqlCall } from '../../../src/api/graphql';
import type { ApiRequest } from '../../../src/api/request';

/** A `request` that answers `answer` and records what it was sent. */
function answering(answer: unknown) {
  const sent: { path: string; options: unknown }[] = [];
  const request = (async (path: string, options: unknown) => {
    sent.push({ path, options });
    return answer;
  }) as ApiRequest;
  return { request, sent };
}

describe('graphqlCall', () => {
  test('posts {query, variables} to /v1/clients and parses data', async () => {
    const { request, sent } = answering({ data: { legalPerson: { cnpj: '11222333000181' } } });
    const cnpj = await graphqlCall(request, '{ legalPerson { cnpj } }', {
      variables: { a: 1 },
      parse: (data) => (data.legalPerson as { cnpj: string }).cnpj,
    });
    expect(cnpj).toBe('11222333000181');
    expect(sent).toEqual([
      {
        path: '/v1/clients',
        options: {
          method: 'POST',
          body: { query: '{ legalPerson { cnpj } }', variables: { a: 1 } },
        },
      },
    ]);
  });

  test("turns the first error into an ApiError with its code, status and the input's fields", async () => {
    const { request } = answering({
      data: null,
      errors: [
        {
          message: 'Há campos inválidos no pedido.',
          extensions: {
            code: 'VALIDATION_FAILED',
            fields: [{ field: 'beneficiary.fullName', message: 'Informe nome e sobrenome.' }],
          },
        },
      ],
    });
    const failure = await graphqlCall(request, 'mutation { x }', {
      argument: 'beneficiary',
      parse: () => undefined,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GraphqlError);
    expect((failure as GraphqlError).status).toBe(422);
    expect((failure as GraphqlError).body).toEqual({
      statusCode: 422,
      code: 'VALIDATION_FAILED',
      message: 'Há campos inválidos no pedido.',
      fields: [{ field: 'fullName', message: 'Informe nome e sobrenome.' }],
    });
  });

  test('UNAUTHENTICATED keeps the spec message', async () => {
    const { request } = answering({
      data: null,
      errors: [
        {
          message: 'Houve uma falha ao autenticar o cliente!',
          extensions: { code: 'UNAUTHENTICATED' },
        },
      ],
    });
    await expect(
      graphqlCall(request, '{ legalPerson { cnpj } }', { parse: () => undefined }),
    ).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Houve uma falha ao autenticar o cliente!',
    });
  });
});
