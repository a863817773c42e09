/**
 * The administrator's spread settings (spec operations §2.3 "Admin simulator control", §5.1
 * "Admin spread"): the correspondent's minimum spread, below which a quote needs a validated
 * manager token. The portal's admin part of the simulator reads it to refuse such a spread next
 * to its field before asking for a quote (issue 19, item 8). Kept out of the quotation
 * contracts so the public widget bundle does not carry it.
 * @module
 */
import * as z from 'zod/mini';

/** `GET /v2/exchanges/admin/spread-settings`: the request's correspondent's spread rules. */
export const AdminSpreadSettingsSchema = z.object({
  /** The correspondent's minimum spread, percent (`0.5` is 0.5%). */
  minimumSpreadPercentage: z.number(),
});
/** The administrator's spread settings. */
export type AdminSpreadSettings = z.infer<typeof AdminSpreadSettingsSchema>;
