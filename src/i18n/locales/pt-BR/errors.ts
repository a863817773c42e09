import type { ErrorCode } from '../../../contracts/errors';

/** Messages of the API error codes, pt-BR (spec platform §8). */
export const errors = {
  VALIDATION_FAILED: 'Há campos inválidos no pedido.',
  MALFORMED_JSON: 'O corpo da requisição não é um JSON válido.',
  BAD_REQUEST: 'Falha ao processar a requisição.',
  EMPTY_QUERY: 'A consulta solicitada está ausente ou vazia',
  UNSUPPORTED_MEDIA_TYPE: 'Tipo de conteúdo não suportado.',
  PAYLOAD_TOO_LARGE: 'O corpo da requisição excede o tamanho máximo permitido.',
  UNAUTHORIZED: 'Sua sessão expirou. Entre novamente.',
  FORBIDDEN: 'Você não tem permissão para acessar este recurso.',
  NOT_FOUND: 'Registro não encontrado.',
  ROUTE_NOT_FOUND: '404 Página não encontrada...',
  CORRESPONDENT_NOT_FOUND: 'Correspondente não encontrado.',
  METHOD_NOT_ALLOWED: 'Método não permitido.',
  RATE_LIMITED: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  SERVICE_UNAVAILABLE: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  INTERNAL_ERROR: 'Erro interno!',
} satisfies Record<ErrorCode, string>;
