/**
 * pt-BR catalogue, namespace `common`: strings shared by the portal and the widgets (spec
 * platform §2.3, §5 "Generic field messages", §8 "General"). The en-US file must satisfy this
 * one's shape. Placeholders use i18next's `{{name}}`; the spec's positional `{0}` is `{{0}}`.
 */
export const common = {
  general: {
    loading: 'Carregando...',
    genericError: 'Erro interno!',
    requestFailed: 'Falha ao processar a requisição.',
    invalidURL: 'URL inválida, redirecionando para a tela de login!',
    invalidField: 'O campo {{0}} é inválido',
    emptyQuery: 'A consulta solicitada está ausente ou vazia',
    somethingWentWrong: 'Algo deu errado',
    tryAgain: 'Ocorreu um erro, tente novamente!',
    pageTitleSuffix: 'Câmbio prático, rápido, seguro!',
    pageTitle: '{{name}} - Câmbio prático, rápido, seguro!',
    defaultBrand: 'Câmbio',
    copied: 'Copiado para a área de transferência',
  },
  actions: {
    continue: 'CONTINUAR',
    back: 'VOLTAR',
    cancel: 'Cancelar',
    confirm: 'Confirmar',
    save: 'Salvar',
    close: 'Fechar',
    retry: 'Tentar novamente',
    copy: 'Copiar',
    accept: 'Aceitar',
    disagree: 'Discordar',
    exit: 'Sair',
  },
  locales: {
    ptBR: 'Português (Brasil)',
    enUS: 'English (US)',
  },
  documents: {
    cpf: 'CPF',
    cnpj: 'CNPJ',
    cpfOrCnpj: 'CPF ou CNPJ',
  },
  correspondent: {
    disabled:
      'O correspondente {{0}} está inativo no momento, aguarde alguns minutos ou entre em contato pelo telefone {{1}}.',
    notFound: '404 Página não encontrada...',
    forbidden: '403 Acesso negado',
  },
  maintenance: {
    title: 'Estamos trabalhando em melhorias. Volte mais tarde.',
    message:
      'Desculpe-nos o transtorno! Estamos revolucionando o mercado de cambio e já já estaremos de volta...',
  },
  validation: {
    required: 'O campo precisa ser preenchido!',
    email: 'O e-mail precisa ser válido!',
    cpf: 'O CPF precisa ser válido!',
    cnpj: 'O CNPJ precisa ser válido!',
    phone: 'O campo celular precisa ser válido!',
    isDocumentValid: 'O documento não está em um formato válido!',
    isNameWithSurname: 'O nome precisa conter um sobrenome!',
    isValidFullName: 'Informe nome e sobrenome, cada um com pelo menos 2 letras!',
    isValidFullCompanyName:
      'Informe a razão social com pelo menos duas palavras de 2 ou mais letras ou números!',
    nameWithNoWhitespaceIsValid: 'O nome deve ter no máximo 20 caracteres!',
    nameWithWhitespaceIsValid: 'O nome deve ter no máximo 40 caracteres!',
    surnameWithNoWhitespaceIsValid: 'O sobrenome deve ter no máximo 30 caracteres!',
    surnameWithWhitespaceIsValid: 'O sobrenome deve ter no máximo 60 caracteres!',
    isStringWithoutSpecialCharacters: 'O formato do campo é inválido!',
    maxLength: 'O campo {{field}} deve ter no máximo {{length}} caracteres!',
    minLength: 'O campo {{field}} deve ter pelo menos {{length}} caracteres!',
    mustBeTrue: 'É necessário marcar esta opção!',
    sameAs: 'O campo precisa ser igual ao campo {{other}}!',
    regex: 'O formato do campo {{field}} é inválido!',
    personalFormInvalid: 'Os dados pessoais não são válidos!',
    isValidCountry: 'Selecione um país.',
    isValidBirthDate: 'Informe uma data de nascimento válida: é preciso ter pelo menos 18 anos.',
    isValidRevenue: 'O valor precisa ser maior que zero!',
    isManagerTokenValid: 'O token informado não é válido!',
    zipCodeNotFound: 'O CEP informado não foi encontrado',
    noCountryFound: 'Nenhum código ou país encontrado para este termo',
    fileTooLarge: 'O arquivo excede o tamanho máximo permitido (5mb)!',
    fileType: 'Formato de arquivo não permitido: use png, jpg, jpeg ou pdf.',
    password: {
      minLength: 'A senha deve conter pelo menos 8 caracteres.',
      lettersAndNumbers: 'A senha deve conter letras e números.',
      uppercase: 'A senha deve conter pelo menos uma letra maiúscula.',
      specialCharacter: 'A senha deve conter pelo menos um caractere especial.',
      currentInvalid: 'A senha atual não é válida.',
      confirmationMismatch: 'As senhas não conferem.',
    },
  },
  limits: {
    warning: 'Seu limite está quase no fim',
  },
} as const;
