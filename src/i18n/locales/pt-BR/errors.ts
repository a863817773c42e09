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
  IMPERSONATION_TOKEN_INVALID: 'O link de personificação é inválido, expirou ou já foi usado.',
  IMPERSONATION_NOT_ALLOWED: 'Este usuário não pode ser personificado.',
  // Profile and addresses (spec platform §5 "Address", §8 "Registration", "Profile and addresses").
  EMAIL_ALREADY_EXISTS:
    'E-mail já está em uso. Tente usar outro email ou entre em contato com nossa equipe de suporte',
  ZIP_CODE_NOT_FOUND: 'O CEP informado não foi encontrado',
  ZIP_CODE_SERVICE_UNAVAILABLE:
    'A consulta de CEP está temporariamente indisponível. Preencha o endereço.',
  CORRESPONDENT_INACTIVE:
    'O correspondente está inativo no momento, aguarde alguns minutos ou entre em contato conosco.',
} satisfies Record<ErrorCode, string>;
