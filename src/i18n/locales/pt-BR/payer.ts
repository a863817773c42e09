/**
 * pt-BR catalogue, namespace `payer`: every text of the foreign payer's page and of
 * `<fx-inbound-payment>` (spec operations §2.5, §2.6, §5.4, §8.4, §8.5; issue 16). The payer page
 * alone also speaks Spanish (`../es/payer`); en-US and es satisfy this catalogue's type.
 * @module
 */
export const payer = {
  page: {
    title: 'Pagamento para {{name}}',
    intro:
      'Você foi convidado a enviar dinheiro para o Brasil. Ninguém precisa de conta para pagar.',
    totalAmount: 'Valor total: USD',
    beneficiary: 'Beneficiário',
    expiresAt: 'Link válido até {{time}}',
    loading: 'Carregando o pagamento…',
    loadError:
      'Não foi possível carregar este pagamento agora. Verifique sua conexão e tente de novo.',
    retry: 'Tentar de novo',
    language: 'Idioma',
    secure:
      'Os dados do cartão vão direto ao processador de pagamentos; nós recebemos apenas um token.',
    required: 'obrigatório',
  },
  languages: { 'pt-BR': 'Português', 'en-US': 'English', es: 'Español' },
  payer: {
    heading: 'Quem está pagando',
    personType: 'O titular do cartão é',
    person: 'Uma pessoa',
    company: 'Uma empresa',
    fullName: 'Nome completo',
    companyName: 'Razão social',
    address: 'Endereço',
    city: 'Cidade',
    country: 'País',
    countryPlaceholder: 'Selecione o país',
    state: 'Estado',
    postalCode: 'Código postal',
    birthDate: 'Data de nascimento',
    birthDateHint: 'Formato {{pattern}}',
    email: 'E-mail',
    mobile: 'Celular',
    mobileHint: 'Com o código do país, por exemplo +1 415 555 2671',
    errors: {
      required: 'Campo obrigatório',
      email: 'Informe um e-mail válido',
      mobile: 'O campo Celular deve ser válido!',
      country: 'Selecione o país',
      birthDateInvalid: 'Data de nascimento inválida',
      birthDateFuture: 'A data de nascimento deve estar no passado',
      underage: 'É preciso ter pelo menos 18 anos',
    },
  },
  card: {
    heading: 'Cartão de débito internacional',
    number: 'Número do cartão',
    cvv: 'CVV',
    cvvHint: '3 ou 4 dígitos no verso do cartão',
    expiry: 'Validade',
    expiryHint: 'MM/AA',
    zip: 'CEP / ZIP do cartão',
    zipHint: 'Apenas os 5 primeiros dígitos',
    errors: {
      required: 'Campo obrigatório',
      number: 'Verifique o número do cartão',
      cvv: 'CVV inválido',
      expiry: 'Validade inválida',
      expired: 'Este cartão está vencido',
      zip: 'CEP inválido: informe os 5 primeiros dígitos',
      default: 'Algo está errado...',
    },
  },
  pay: 'Pagar {{amount}}',
  paying: 'Processando o pagamento…',
  fixErrors: 'Corrija os campos destacados.',
  failure: {
    title: 'Falha ao processar sua operação',
    goBack: 'Voltar',
    tryAgain: 'Tentar novamente',
    attemptsLeft: 'Tentativas restantes: {{count}}',
    newLink:
      'Este link não pode mais ser pago. Peça um novo link de pagamento a quem o enviou a você.',
    codes: {
      '7051': 'Pagamento não aprovado pelo banco ou emissor do cartão.',
      '00092': 'Cartões de crédito não são válidos. Use um cartão de débito internacional.',
      '00034': 'CEP inválido para o cartão de débito.',
      '00070': 'O valor excede o limite permitido de USD 6.300.',
      fc0001: 'Este link de pagamento expirou.',
      fc0002: 'A última tentativa de pagamento falhou.',
      fc0003: 'Esta operação já foi concluída.',
      fc0404: 'Operação não encontrada para este link.',
      default:
        'Ocorreu um erro ao processar o pedido. Tente mais tarde ou fale com o suporte pelo telefone {{phone}}.',
    },
    noPhone: 'do atendimento',
  },
  notReady: {
    title: 'Este pagamento ainda não está disponível',
    message: 'A operação está em análise. Tente de novo mais tarde ou fale com quem enviou o link.',
  },
  success: {
    title: 'Pagamento aprovado',
    message: 'Recebemos {{amount}} para {{name}}. Obrigado!',
  },
  pending: {
    title: 'Pagamento em processamento',
    message:
      'O emissor do cartão ainda está confirmando o pagamento. Esta página se atualiza sozinha.',
    checking: 'Verificando…',
  },
} as const;
