/**
 * The one place where database rows become the wire contracts of `src/contracts/correspondent`.
 * @module
 */
import type { Agent, Correspondent } from '../../../src/contracts/correspondent';
import type { AgentRow, CorrespondentRow } from '../../db/schema';

/** A correspondent row as the API answers it (site origins stay server-side). */
export function toCorrespondent(row: CorrespondentRow): Correspondent {
  return {
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    address: row.address,
    addressNumber: row.address_number,
    complement: row.complement,
    neighborhood: row.neighborhood,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    country: row.country,
    phone: row.phone,
    email: row.email,
    facebook: row.facebook,
    instagram: row.instagram,
    linkedin: row.linkedin,
    twitter: row.twitter,
    whatsapp: row.whatsapp,
    primaryColor: row.primary_color,
    secondaryColor: row.secondary_color,
    tertiaryColor: row.tertiary_color,
    quartiaryColor: row.quartiary_color,
    isPaperMoneyActive: row.is_paper_money_active,
    isRemittanceActive: row.is_remittance_active,
    isMoneygramActive: row.is_moneygram_active,
    paymentMethodsAvailability: {
      creditCardLinkAvailable: row.credit_card_link_available,
      dynamicPixAvailable: row.dynamic_pix_available,
      picpayAvailable: row.picpay_available,
      tedAvailable: row.ted_available,
    },
    activeSmiles: row.active_smiles,
    isLiveloActive: row.is_livelo_active,
    gaAccount: row.ga_account,
    gtmAccount: row.gtm_account,
    active: row.active,
  };
}

/** An agent row as the API answers it. */
export function toAgent(row: AgentRow): Agent {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    addressNumber: row.address_number,
    neighborhood: row.neighborhood,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    deliversPaperMoney: row.delivers_paper_money,
    distanceKm: null,
  };
}
