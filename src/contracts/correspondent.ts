/**
 * Contracts of the correspondent calls (spec platform §3 "Correspondent", §7 "Correspondent";
 * spec operations §3.8). Written with `zod/mini` so the same module validates on the server and
 * stays small in the widget bundles (design §8).
 * @module
 */
import * as z from 'zod/mini';

/** Which payment methods the correspondent offers (spec platform §3). */
export const PaymentMethodsAvailabilitySchema = z.object({
  creditCardLinkAvailable: z.boolean(),
  dynamicPixAvailable: z.boolean(),
  picpayAvailable: z.boolean(),
  tedAvailable: z.boolean(),
});
/** Which payment methods the correspondent offers. */
export type PaymentMethodsAvailability = z.infer<typeof PaymentMethodsAvailabilitySchema>;

/** An exchange correspondent: a partner running its own branded instance (spec platform §3). */
export const CorrespondentSchema = z.object({
  id: z.int(),
  identifier: z.string(),
  name: z.string(),
  /** Street text of the correspondent's address, shown with the address display rule (spec §5). */
  address: z.string(),
  addressNumber: z.int(),
  complement: z.nullable(z.string()),
  neighborhood: z.nullable(z.string()),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  zipCode: z.nullable(z.string()),
  country: z.string(),
  /** Contact phone, also used in the disabled-correspondent message. */
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  facebook: z.nullable(z.string()),
  instagram: z.nullable(z.string()),
  linkedin: z.nullable(z.string()),
  twitter: z.nullable(z.string()),
  whatsapp: z.nullable(z.string()),
  primaryColor: z.nullable(z.string()),
  secondaryColor: z.nullable(z.string()),
  tertiaryColor: z.nullable(z.string()),
  quartiaryColor: z.nullable(z.string()),
  isPaperMoneyActive: z.boolean(),
  isRemittanceActive: z.boolean(),
  isMoneygramActive: z.boolean(),
  paymentMethodsAvailability: PaymentMethodsAvailabilitySchema,
  activeSmiles: z.boolean(),
  isLiveloActive: z.boolean(),
  gaAccount: z.nullable(z.string()),
  gtmAccount: z.nullable(z.string()),
  /** Active/inactive state; the spec does not name the field, we call it `active`. */
  active: z.boolean(),
});
/** An exchange correspondent as the API answers it. */
export type Correspondent = z.infer<typeof CorrespondentSchema>;

/** Path parameters of the correspondent calls. */
export const CorrespondentParamsSchema = z.object({
  identifier: z.string().check(z.minLength(1), z.maxLength(64)),
});

/** An agent (branch or agency) of a correspondent; the spec does not show its fields. */
export const AgentSchema = z.object({
  id: z.int(),
  name: z.string(),
  address: z.string(),
  addressNumber: z.int(),
  neighborhood: z.nullable(z.string()),
  city: z.string(),
  state: z.string(),
  zipCode: z.nullable(z.string()),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.nullable(z.string()),
  /** Whether this agent delivers paper money at home in its city. */
  deliversPaperMoney: z.boolean(),
  /**
   * Great-circle km from the centre of the city of the `zipCode` the list was asked with (one
   * decimal); `null` when none was given or its city could not be placed.
   */
  distanceKm: z.nullable(z.number()),
});
/** An agent of a correspondent. */
export type Agent = z.infer<typeof AgentSchema>;

/** The agents list answer. */
export const AgentListSchema = z.array(AgentSchema);

/**
 * Query of the agents call: the client always sends `orderByLocation=true`; with the customer's
 * `zipCode` (a CEP, `01310-100` or `01310100`) the agents come nearest first (issue 17).
 */
export const AgentListQuerySchema = z.object({
  orderByLocation: z.optional(z.enum(['true', 'false'])),
  // A bare pattern, not `addresses.ts`'s ZipCodeSchema: that module's schemas would follow this
  // contract into every widget bundle (issue 4's 40 KB budget).
  zipCode: z.optional(z.string().check(z.maxLength(9), z.regex(/^\d{5}-?\d{3}$/))),
});
