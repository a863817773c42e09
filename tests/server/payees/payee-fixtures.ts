/**
 * A beneficiary abroad as the payee and remittance tests create it: a German individual with an
 * IBAN account (the classic published example DE89 3704 0044 0532 0130 00, typed in lowercase
 * with spaces as people paste it).
 * @module
 */

/** The create body of the beneficiary Hans Peter Müller (EUR, IBAN). */
export const hans = {
  personType: 'physical',
  fullName: 'Hans Peter Müller',
  email: 'hans.mueller@example.de',
  phone: '+4915123456789',
  currency: 'EUR',
  type: 'OUTBOUND',
  address: {
    country: 'DE',
    state: 'Berlin',
    city: 'Berlin',
    street: 'Unter den Linden',
    number: '77',
    zipCode: '10117',
  },
  account: {
    name: 'Hans Peter Müller',
    bankName: 'Commerzbank',
    bankCountry: 'DE',
    currency: 'EUR',
    code: { option: 'IBAN', value: 'de89 3704 0044 0532 0130 00' },
    bankAccountType: 'ch',
  },
};
