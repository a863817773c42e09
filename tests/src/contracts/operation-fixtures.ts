/** Valid payloads of the issue-5 contracts (beneficiaries, accounts, brokers, remittances). */

/** Bank data of a German account: IBAN as the code. */
export const germanBankData = {
  name: 'Hans Müller',
  bankName: 'Commerzbank',
  bankCountry: 'DE',
  currency: 'EUR',
  code: { option: 'IBAN', value: 'DE89 3704 0044 0532 0130 00' },
  number: null,
  iban: null,
  bankAccountType: 'ch',
  bankBranch: null,
  bankCode2: null,
  beneficiaryDocument: null,
};

/** Bank data of a US account: ACH routing number and account number. */
export const usBankData = {
  name: 'John Smith',
  bankName: 'JPMorgan Chase',
  bankCountry: 'US',
  currency: 'USD',
  code: { option: 'ACH', value: '021000021' },
  number: '000123456789',
  bankAccountType: 'sa',
};

/** An individual beneficiary in Germany. */
export const beneficiary = {
  personType: 'physical',
  fullName: 'Hans Peter Müller',
  email: 'hans.mueller@example.de',
  phone: '+4915123456789',
  cpf: null,
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
  account: germanBankData,
};

/** A US investment broker. */
export const broker = {
  name: 'Interactive Brokers LLC',
  country: 'US',
  bankCountry: 'US',
  currency: 'USD',
  achCode: '021000021',
  swiftCode: 'CHASUS33',
  accountNumber: '000987654321',
  bankName: 'JPMorgan Chase',
  bankCode: null,
  zipCode: '06830',
  address: 'One Pickwick Plaza, Greenwich, CT',
};

/** An outbound remittance to a beneficiary, paid by dynamic PIX. */
export const remittance = {
  accountId: 12,
  clientCpf: '529.982.247-25',
  clientCnpj: null,
  partnerId: null,
  quotationId: 'q_01J8Z3',
  receiverId: 7,
  payment: { method: 'DYNAMIC_PIX' },
  inboundPaymentMethod: null,
  serviceInfo: { id: 'MAINTENANCE' },
  reason: 'Ajuda mensal para meu filho que estuda em Berlim',
  documents: ['52998224725-remittance.pdf'],
  investmentBrokerId: null,
  termsAccepted: true,
};
