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
  // Quotations (spec operations §5.1, §8.2).
  CURRENCY_NOT_AVAILABLE: 'Moeda {{0}} inválida para este tipo de operação',
  PURPOSE_NOT_AVAILABLE: 'Campo {{0}} inválido',
  OPERATION_NOT_AVAILABLE: 'Operações não disponíveis',
  INVALID_COUPON: 'Cupom inválido!',
  MINIMUM_VALUE_NOT_REACHED: 'Valor {{0}} de {{1}} não atingido',
  MAXIMUM_VALUE_REACHED: 'Valor {{0}} de {{1}} atingido',
  MAXIMUM_VALUE_EXCEEDED: 'Valor máximo excedido!',
  ADMIN_REQUIRED: 'Somente administradores podem definir o spread ou usar um token de gerente.',
  INVALID_MANAGER_TOKEN: 'O token informado não é válido!',
  MERCHANT_NOT_FOUND: 'Moeda em espécie indisponível. Erro ao localizar agentes.',
  RATES_UNAVAILABLE: 'Cotações temporariamente indisponíveis. Tente novamente em instantes.',
  TAX_RULE_NOT_FOUND: 'Nenhuma regra de tributação vigente para esta operação.',
  LOYALTY_NOT_ACTIVE: 'O programa de fidelidade não está ativo para este correspondente.',
  QUOTE_EXPIRED: 'Sua cotação mudou!',
  // Identity (spec platform §8 "Authentication").
  INVALID_CREDENTIALS: 'E-mail ou senha inválidos',
} satisfies Record<ErrorCode, string>;
