/**
 * pt-BR catalogue, namespace `widgets`: the texts of the embeddable widgets (simulator,
 * checkout, inbound payment). The en-US file must satisfy this one's shape.
 */
export const widgets = {
  state: {
    loading: 'Carregando…',
    notFound: 'Não encontramos o correspondente “{{identifier}}”.',
    notFoundHint: 'Confira o endereço ou fale com a empresa que indicou este serviço.',
    /** Spec platform §2.3 "Disabled correspondent" (message of §8 "Inactive correspondent"). */
    disabled:
      'O correspondente {{name}} está inativo no momento, aguarde alguns minutos ou entre em contato pelo telefone {{phone}}.',
    noPhone: 'de atendimento',
    error: 'Não foi possível carregar agora. Verifique sua conexão e tente de novo.',
    retry: 'Tentar novamente',
  },
  comingSoon: 'Em breve',
  simulator: {
    label: 'Simulador de câmbio',
    tagline: 'Simule seu câmbio',
    comingSoon:
      'Em breve você verá aqui a cotação, o IOF e o VET da sua operação antes de fechar o câmbio.',
  },
  checkout: {
    label: 'Finalização da operação',
    tagline: 'Finalize sua operação de câmbio',
    comingSoon:
      'Em breve você poderá revisar sua operação, informar os dados do beneficiário e pagar por aqui.',
  },
  inboundPayment: {
    label: 'Recebimento do exterior',
    tagline: 'Receba dinheiro do exterior',
    comingSoon:
      'Em breve quem está no exterior poderá pagar por aqui, e você acompanhará o recebimento.',
  },
} as const;
