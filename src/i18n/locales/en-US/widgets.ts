import type { widgets as pt } from '../pt-BR/widgets';
import type { CatalogueOf } from '../catalogue-of';

/** en-US catalogue, namespace `widgets`: the texts of the embeddable widgets. */
export const widgets = {
  state: {
    loading: 'Loading…',
    notFound: 'We could not find the correspondent “{{identifier}}”.',
    notFoundHint: 'Check the address or contact the company that pointed you to this service.',
    disabled:
      'The correspondent {{name}} is currently inactive, wait a few minutes or contact us at the telephone number {{phone}}.',
    noPhone: 'on our support line',
    error: 'We could not load this right now. Check your connection and try again.',
    retry: 'Try again',
  },
  comingSoon: 'Coming soon',
  simulator: {
    label: 'Exchange simulator',
    tagline: 'Simulate your exchange',
    comingSoon:
      'Soon you will see the rate, the IOF and the VET of your operation here before you close it.',
  },
  checkout: {
    label: 'Operation checkout',
    tagline: 'Complete your exchange operation',
    comingSoon:
      'Soon you will review your operation, enter the beneficiary details and pay right here.',
  },
  inboundPayment: {
    label: 'Payment from abroad',
    tagline: 'Receive money from abroad',
    comingSoon: 'Soon a payer abroad will be able to pay here, and you will follow the receipt.',
  },
} satisfies CatalogueOf<typeof pt>;
