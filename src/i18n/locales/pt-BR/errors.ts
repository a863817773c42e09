import type { ErrorCode } from '../../../contracts/errors';

/** Messages of the API error codes, pt-BR (spec platform §8); `CODE_one` is a singular form. */
export const errors = {
  VALIDATION_FAILED: 'Há campos inválidos no pedido.',
  MALFORMED_JSON: 'O corpo da requisição não é um JSON válido.',
  BAD_REQUEST: 'Falha ao processar a requisição.',
  EMPTY_QUERY: 'A consulta solicitada está ausente ou vazia',
  UNSUPPORTED_MEDIA_TYPE: 'Tipo de conteúdo não suportado.',
  PAYLOAD_TOO_LARGE: 'O corpo da requisição excede o tamanho máximo permitido.',
  HEADERS_TOO_LARGE: 'Os cabeçalhos da requisição excedem o tamanho máximo permitido.',
  REQUEST_TIMEOUT: 'A requisição demorou demais para chegar. Tente novamente.',
  UNAUTHORIZED: 'Sua sessão expirou. Entre novamente.',
  FORBIDDEN: 'Você não tem permissão para acessar este recurso.',
  NOT_FOUND: 'Registro não encontrado.',
  ROUTE_NOT_FOUND: '404 Página não encontrada...',
  CORRESPONDENT_NOT_FOUND: 'Correspondente não encontrado.',
  METHOD_NOT_ALLOWED: 'Método não permitido.',
  RATE_LIMITED: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  SERVICE_UNAVAILABLE: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  DATABASE_UNAVAILABLE:
    'Não conseguimos acessar nossos registros agora. Tente novamente em alguns segundos.',
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
  SPREAD_BELOW_MINIMUM: 'Um spread abaixo do mínimo exige um token de gerente validado.',
  MERCHANT_NOT_FOUND: 'Moeda em espécie indisponível. Erro ao localizar agentes.',
  RATES_UNAVAILABLE: 'Cotações temporariamente indisponíveis. Tente novamente em instantes.',
  TAX_RULE_NOT_FOUND: 'Nenhuma regra de tributação vigente para esta operação.',
  LOYALTY_NOT_ACTIVE: 'O programa de fidelidade não está ativo para este correspondente.',
  QUOTE_EXPIRED: 'Sua cotação mudou!',
  // Identity (spec platform §8 "Authentication").
  INVALID_CREDENTIALS: 'E-mail ou senha inválidos',
  // Registration, e-mail confirmation and passwords (spec platform §5, §8 "Registration").
  EMAIL_NOT_CONFIRMED:
    'Confirme seu e-mail para entrar: informe o código que enviamos ou peça um novo.',
  EMAIL_ALREADY_IN_USE:
    'E-mail já está em uso. Tente usar outro email ou entre em contato com nossa equipe de suporte',
  USER_ALREADY_EXISTS: 'Atenção: esse {{0}} já foi cadastrado. Faça login para continuar.',
  ACCOUNT_NOT_FOUND: 'Nenhum cadastro foi encontrado com esses dados.',
  EMAIL_ALREADY_CONFIRMED: 'Este e-mail já foi confirmado. Faça login para continuar.',
  VERIFICATION_CODE_INVALID: 'Código Inválido',
  VERIFICATION_CODE_EXPIRED: 'O código expirou. Solicite um novo código.',
  VERIFICATION_CODE_LOCKED: 'Limite de tentativas atingido. Solicite um novo código.',
  RESEND_TOO_EARLY: 'Aguarde {{0}} segundos para pedir um novo código.',
  RESEND_TOO_EARLY_one: 'Aguarde {{0}} segundo para pedir um novo código.',
  EMAIL_NOT_SENT: 'Não foi possível enviar o e-mail agora. Tente novamente em instantes.',
  INVITATION_NOT_SENT: 'Erro ao enviar e-mail para cadastrar sua senha.',
  INVITATION_TOKEN_INVALID:
    'Este link de convite é inválido, já foi usado ou expirou. Solicite um novo convite.',
  RESET_TOKEN_INVALID:
    'Este link de recuperação de senha é inválido, já foi usado ou expirou. Solicite um novo.',
  RESET_SESSION_REQUIRED:
    'Abra o link de recuperação de senha enviado para o seu e-mail para informar uma nova senha.',
  REDIRECT_URL_NOT_ALLOWED: 'A URL de redirecionamento não é permitida.',
  CURRENT_PASSWORD_INVALID: 'A senha atual não é válida.',
  PASSWORD_REUSED: 'A nova senha não pode ser uma das suas últimas cinco senhas.',
  REGISTRATION_FAILED:
    'Houve um problema ao processar os dados. Entre em contato com nossa equipe de suporte',
  IMPERSONATION_TOKEN_INVALID: 'O link de personificação é inválido, expirou ou já foi usado.',
  IMPERSONATION_NOT_ALLOWED: 'Este usuário não pode ser personificado.',
  // Profile and addresses (spec platform §5 "Address", §8 "Registration", "Profile and addresses").
  ZIP_CODE_NOT_FOUND: 'O CEP informado não foi encontrado',
  ZIP_CODE_SERVICE_UNAVAILABLE:
    'A consulta de CEP está temporariamente indisponível. Preencha o endereço.',
  CORRESPONDENT_INACTIVE:
    'O correspondente está inativo no momento, aguarde alguns minutos ou entre em contato conosco.',
  // Remittance creation (spec operations §6.6, issue 5 "Operation and payment").
  IDEMPOTENCY_KEY_REUSED:
    'Esta Idempotency-Key já foi usada com outra requisição. Envie uma nova chave para uma nova operação.',
  REGISTRATION_REJECTED: 'Seu cadastro não foi aprovado...',
  RECEIVER_CURRENCY_MISMATCH:
    'A conta do beneficiário está em uma moeda diferente da cotação. Escolha um beneficiário na moeda cotada ou simule novamente.',
  // Document uploads (spec operations §5.3, §7.6).
  FILE_EMPTY: 'O arquivo está vazio.',
  FILE_TOO_LARGE: 'O arquivo excede o tamanho máximo permitido (5mb)!',
  FILE_TYPE_NOT_ALLOWED: 'Apenas arquivos png, jpg/jpeg ou pdf são aceitos.',
  UPLOAD_POLICY_INVALID: 'A autorização de envio é inválida. Tente novamente.',
  UPLOAD_POLICY_EXPIRED: 'A autorização de envio expirou. Tente novamente.',
  STORAGE_NOT_CONFIGURED: 'O envio de arquivos não está disponível no momento.',
  // Payment of an operation (spec operations §2.5, §4.6, §7.4; design §4).
  QR_CODE_EXPIRED: 'Seu QR code expirou!',
  OPERATION_NOT_AWAITING_PAYMENT: 'Esta operação não está aguardando pagamento.',
  PAYMENT_EXPIRED: 'O prazo de pagamento desta operação terminou. Inicie uma nova operação.',
  PAYMENT_DATA_NOT_AVAILABLE: 'Esta operação não tem dados de pagamento para exibir.',
  // Inbound remittance (spec operations §6.3, §9.1; issue 16).
  OPERATIONS_UNAVAILABLE:
    'Operações indisponíveis. Entre com uma conta de pessoa física ou crie uma para receber do exterior.',
  INBOUND_PAYMENT_METHOD_NOT_AVAILABLE:
    'Esta forma de recebimento não está disponível para esta finalidade ou valor. O link de pagamento vai até USD 5.000,00 (cartão de débito até USD 6.300,00); acima disso, a operação é concluída pela via bancária.',
  PAYMENT_LINK_NOT_FOUND: 'Operação deste link não encontrada.',
  PAYMENT_LINK_EXPIRED: 'Este link de pagamento expirou.',
  PAYMENT_LINK_LAST_ATTEMPT_FAILED: 'A última tentativa de pagamento falhou.',
  OPERATION_ALREADY_COMPLETED: 'Esta operação já foi concluída.',
  PAYMENT_IN_PROGRESS: 'Um pagamento deste link já está sendo processado.',
  OPERATION_NOT_FAILABLE: 'Esta operação não pode mais ser marcada como falha.',
  TOKENIZED_DATA_NOT_FOUND: 'Dados tokenizados não encontrados',
  DELIVERY_FEE_MISMATCH: 'A taxa de entrega difere da sua cotação. Por favor, simule novamente.',
  DELIVERY_METHOD_MISMATCH:
    'A forma de entrega difere da sua cotação. Por favor, simule novamente com esta forma de entrega.',
  DELIVERY_UNAVAILABLE: 'entrega indisponível para o endereço na cidade {{0}}',
  RECEIVER_MUST_BE_PURCHASER: 'Para compras acima de R$ 10.000,00 o comprador deve ser o recebedor',
  PAYMENT_METHOD_NOT_AVAILABLE:
    'Esta forma de pagamento não está disponível. Por favor, escolha outra.',
  CARD_PAYMENT_NOT_AVAILABLE:
    'O pagamento com cartão não está disponível para esta operação. Por favor, pague com PIX ou transferência.',
  CARD_BRAND_NOT_ACCEPTED: 'Verifique a bandeira e o número do seu cartão.',
  CARD_INSTALLMENTS_UNAVAILABLE: 'Sistema de parcelamento do cartão de crédito indisponível',
  CARD_PAYMENT_EXISTS: 'Esta operação já tem um pagamento com cartão.',
  INSTALLMENT_MISMATCH:
    'O parcelamento difere do oferecido pela operadora do cartão. Por favor, escolha as parcelas novamente.',
  PAYMENT_METHOD_MISMATCH: 'Esta operação não é paga com cartão de crédito.',
  // GraphQL (spec platform §8 "GraphQL").
  UNAUTHENTICATED: 'Houve uma falha ao autenticar o cliente!',
  GRAPHQL_INVALID: 'A consulta GraphQL é inválida: {{0}}',
  QUERY_TOO_DEEP: 'A consulta é profunda demais: o máximo são {{0}} níveis.',
  QUERY_TOO_COMPLEX: 'A consulta é complexa demais: custo {{0}}, máximo {{1}}.',
  DOCUMENT_TYPE_EXISTS: 'Este tipo de documento já foi cadastrado: envie uma nova versão dele.',
  LIMIT_UPDATE_PENDING_EXISTS:
    'Você já tem uma solicitação de aumento de limite em análise. Aguarde a decisão antes de enviar outra.',
  LIMIT_UPDATE_ALREADY_DECIDED: 'Esta solicitação de aumento de limite já foi decidida.',
  LIMIT_UPDATE_NOT_ABOVE_CURRENT: 'O limite solicitado precisa ser maior que o seu limite atual.',
  LIMIT_UPDATE_APPROVED_LIMIT_INVALID:
    'O limite aprovado precisa ser maior que o limite atual e no máximo o maior limite aceito.',
  LIMIT_UPDATE_SORT_INVALID:
    'O parâmetro sort precisa ser um objeto JSON com um campo (createdAt, status, requestedLimit ou id) igual a "asc" ou "desc", por exemplo {"createdAt":"desc"}.',
  LIMIT_UPDATE_QUERY_INVALID:
    'O parâmetro query precisa ser um objeto JSON cujo único campo é status (PENDING, APPROVED ou REJECTED), por exemplo {"status":"PENDING"}.',
  ALREADY_DECIDED: 'Este registro já foi decidido por {{0}}. Atualize a fila.',
  LIMIT_STILL_EXCEEDED:
    'A operação ainda não cabe no limite operacional do cliente. Recuse-a ou aguarde um aumento de limite.',
  REGISTRATION_DECISION_REQUIRED:
    'Esta operação aguarda o cadastro do cliente: aprove ou reprove o cadastro primeiro.',
  CARD_REVIEW_IN_PROGRESS:
    'Esta operação aguarda a análise do pagamento com cartão pela operadora, que decide sozinha.',
  RECORD_NOT_PENDING:
    'Este registro não aguarda mais uma decisão (situação atual: {{0}}). Atualize a fila.',
} satisfies Record<ErrorCode, string> & Partial<Record<`${ErrorCode}_one`, string>>;
