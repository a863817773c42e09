import type { Agent, Correspondent } from '../../../src/contracts/correspondent';

/** A correspondent as the API answers it (the seeded `demo` tenant's shape). */
export function correspondentFixture(overrides: Partial<Correspondent> = {}): Correspondent {
  return {
    id: 1,
    identifier: 'demo',
    name: 'Demo Câmbio',
    address: 'Av. Paulista',
    addressNumber: 1000,
    complement: null,
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    zipCode: '01310-100',
    country: 'BR',
    phone: '+55 11 4000-0000',
    email: 'contato@demo.example',
    facebook: null,
    instagram: null,
    linkedin: null,
    twitter: null,
    whatsapp: null,
    primaryColor: null,
    secondaryColor: null,
    tertiaryColor: null,
    quartiaryColor: null,
    isPaperMoneyActive: true,
    isRemittanceActive: true,
    isMoneygramActive: true,
    paymentMethodsAvailability: {
      creditCardLinkAvailable: true,
      dynamicPixAvailable: true,
      picpayAvailable: true,
      tedAvailable: true,
    },
    activeSmiles: true,
    isLiveloActive: true,
    gaAccount: null,
    gtmAccount: null,
    active: true,
    ...overrides,
  };
}

/** An agent as the API answers it. */
export function agentFixture(overrides: Partial<Agent> = {}): Agent {
  return {
    id: 10,
    name: 'Agência Paulista',
    address: 'Av. Paulista',
    addressNumber: 900,
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    zipCode: '01310-100',
    latitude: -23.561,
    longitude: -46.656,
    phone: null,
    deliversPaperMoney: true,
    distanceKm: null,
    ...overrides,
  };
}
