import type { Correspondent } from '../../src/contracts/correspondent';

/** A complete correspondent as the API answers it, with `overrides` applied. */
export function correspondentFixture(overrides: Partial<Correspondent> = {}): Correspondent {
  return {
    id: 1,
    identifier: 'demo',
    name: 'Demo Câmbio',
    address: 'Avenida Paulista',
    addressNumber: 1000,
    complement: null,
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    zipCode: '01310-100',
    country: 'Brasil',
    phone: '+55 11 4000-1000',
    email: null,
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

/** A fake `fetch` answering the correspondent lookup from `known`, 404 otherwise. */
export function fakeCorrespondentFetch(known: Correspondent[]): typeof fetch & { calls: string[] } {
  const calls: string[] = [];
  const fake = async (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push(url);
    const identifier = decodeURIComponent(url.split('/v1/correspondents/')[1] ?? '');
    const found = known.find((c) => c.identifier === identifier);
    const body = found ?? {
      statusCode: 404,
      code: 'CORRESPONDENT_NOT_FOUND',
      message: 'Correspondent not found',
    };
    return new Response(JSON.stringify(body), {
      status: found ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  };
  return Object.assign(fake, { calls }) as typeof fetch & { calls: string[] };
}
