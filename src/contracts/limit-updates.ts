/**
 * Contracts of limit-increase requests (spec platform §3 "Limit-increase request", §4, §5
 * "Attachments", §7 "Limit updates", §9; issue 20): `POST /customers/v1/limit-updates` with the
 * `Idempotency-Key` header, the list `GET /customers/v1/limit-updates?page&limit&sort&query`
 * (`sort` and `query` are JSON; defaults page 1, limit 10) and the detail
 * `GET /customers/v1/limit-updates/{id}`.
 *
 * The spec does not show the create payload beyond `origin` and the attachments. Decision: the
 * body also carries `requestedLimit`, the limit asked for in USD cents (the unit of the
 * operational limit the widget shows). Without it an operator would have to guess what the
 * customer needs and the customer could not say it; with it the decision approves that figure
 * (or another one the operator sets) and the customer sees what was asked and what was granted.
 * @module
 */
import * as z from 'zod/mini';
import { catalogueError } from '../domain/identity/message-key';
import {
  ATTACHMENT_TYPES,
  PROOF_DOCUMENT_TYPES,
  belongsToStep,
  missingSteps,
  type AttachmentType,
  type ProofDocumentType,
} from '../domain/limits/limit-update-steps';
import { requiredText } from './auth';
import { LimitRequestStatusSchema } from './customers';
import { PathIdSchema } from './registration';
import { FREE_TEXT_MAX, UPLOAD_KEY_MAX } from './text-limits';

/** The largest limit one may ask for: USD 100,000,000.00 in cents (a safe integer bound). */
export const REQUESTED_LIMIT_MAX_USD_CENTS = 10_000_000_000;

/** Files a request may carry in all (a few per step). */
export const LIMIT_UPDATE_ATTACHMENTS_MAX = 15;

/** Default page and page size of the list (spec platform §7, §9). */
export const LIMIT_UPDATE_LIST_DEFAULTS = { page: 1, limit: 10 } as const;

/** One attached file: its step, the document it proves and the upload key (`fields.key`). */
export const LimitUpdateAttachmentSchema = z.object({
  attachmentType: z.enum(ATTACHMENT_TYPES, catalogueError('validation.required')),
  proofDocumentType: z.enum(PROOF_DOCUMENT_TYPES, catalogueError('validation.required')),
  key: requiredText(UPLOAD_KEY_MAX),
});
/** One attached file. */
export type LimitUpdateAttachment = z.infer<typeof LimitUpdateAttachmentSchema>;

/**
 * `POST /customers/v1/limit-updates` body. Each file's document type must be one of its step's
 * (`validation.limitDocumentType` at `attachments.{i}.proofDocumentType`) and every step needs
 * a file (`validation.limitStepMissing` at `attachments`).
 */
export const LimitUpdateCreateBodySchema = z
  .object({
    /** The operational limit asked for, USD cents. */
    requestedLimit: z
      .number(catalogueError('validation.required'))
      .check(
        z.int(catalogueError('validation.required')),
        z.minimum(1, catalogueError('validation.isValidRevenue')),
        z.maximum(REQUESTED_LIMIT_MAX_USD_CENTS, catalogueError('validation.tooLong')),
      ),
    /** Where the income and assets come from (free text). */
    origin: requiredText(FREE_TEXT_MAX),
    attachments: z
      .array(LimitUpdateAttachmentSchema, catalogueError('validation.limitStepMissing'))
      .check(z.maxLength(LIMIT_UPDATE_ATTACHMENTS_MAX, catalogueError('validation.tooLong'))),
  })
  .check(
    z.superRefine((body, ctx) => {
      body.attachments.forEach((attachment, index) => {
        if (!belongsToStep(attachment.attachmentType, attachment.proofDocumentType)) {
          ctx.addIssue({
            code: 'custom',
            message: 'validation.limitDocumentType',
            path: ['attachments', index, 'proofDocumentType'],
            input: attachment.proofDocumentType,
          });
        }
      });
      if (missingSteps(body.attachments).length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: 'validation.limitStepMissing',
          path: ['attachments'],
          input: body.attachments,
        });
      }
    }),
  );
/** The create body. */
export type LimitUpdateCreateBody = z.infer<typeof LimitUpdateCreateBodySchema>;

/** A stored file of a request, as the detail shows it. */
export const LimitUpdateFileSchema = z.object({
  attachmentType: z.enum(ATTACHMENT_TYPES),
  proofDocumentType: z.enum(PROOF_DOCUMENT_TYPES),
  key: z.string(),
  /** The file's name (the key's last part). */
  fileName: z.string(),
});
/** A stored file of a request. */
export type LimitUpdateFile = z.infer<typeof LimitUpdateFileSchema>;

/** A limit-increase request (the detail, and each row of the list). */
export const LimitUpdateSchema = z.object({
  id: z.int(),
  status: LimitRequestStatusSchema,
  /** USD cents. */
  requestedLimit: z.int(),
  /** The operational limit when it was sent, USD cents. */
  limitAtRequest: z.int(),
  /** The limit granted (USD cents), once APPROVED. */
  approvedLimit: z.nullable(z.int()),
  origin: z.string(),
  attachments: z.array(LimitUpdateFileSchema),
  /** Why it was approved or rejected, once decided. */
  decisionReason: z.nullable(z.string()),
  /** ISO date-time. */
  createdAt: z.string(),
  /** ISO date-time, once decided. */
  decidedAt: z.nullable(z.string()),
});
/** A limit-increase request. */
export type LimitUpdate = z.infer<typeof LimitUpdateSchema>;

/** Fields the list may be sorted by. */
export const LIMIT_UPDATE_SORT_FIELDS = ['createdAt', 'status', 'requestedLimit', 'id'] as const;
/** A sort field. */
export type LimitUpdateSortField = (typeof LIMIT_UPDATE_SORT_FIELDS)[number];

/** The list's order: one field and its direction (default newest first). */
export interface LimitUpdateSort {
  field: LimitUpdateSortField;
  direction: 'asc' | 'desc';
}

/** The list's filter. */
export interface LimitUpdateFilter {
  status?: z.infer<typeof LimitRequestStatusSchema>;
}

/** `GET /customers/v1/limit-updates` query: `sort` and `query` are JSON texts. */
export const LimitUpdateListQuerySchema = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
  /** e.g. `{"createdAt":"desc"}`: one field of {@link LIMIT_UPDATE_SORT_FIELDS}. */
  sort: z.optional(z.string().check(z.maxLength(200))),
  /** e.g. `{"status":"PENDING"}`. */
  query: z.optional(z.string().check(z.maxLength(200))),
});
/** The list's query. */
export type LimitUpdateListQuery = z.infer<typeof LimitUpdateListQuerySchema>;

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The `sort` JSON as an order: an object with exactly one known field whose value is `asc` or
 * `desc` (either case); undefined for anything else. No text means newest first.
 */
export function parseLimitUpdateSort(text: string | undefined): LimitUpdateSort | undefined {
  if (text === undefined || text.trim() === '') return { field: 'createdAt', direction: 'desc' };
  const value = parseJsonObject(text);
  if (value === undefined) return undefined;
  const entries = Object.entries(value);
  if (entries.length !== 1) return undefined;
  const [field, direction] = entries[0] ?? [];
  if (!LIMIT_UPDATE_SORT_FIELDS.includes(field as LimitUpdateSortField)) return undefined;
  if (typeof direction !== 'string') return undefined;
  const lower = direction.toLowerCase();
  if (lower !== 'asc' && lower !== 'desc') return undefined;
  return { field: field as LimitUpdateSortField, direction: lower };
}

/** The `query` JSON as a filter (only `status` is known); undefined for anything else. */
export function parseLimitUpdateFilter(text: string | undefined): LimitUpdateFilter | undefined {
  if (text === undefined || text.trim() === '') return {};
  const value = parseJsonObject(text);
  if (value === undefined) return undefined;
  const filter: LimitUpdateFilter = {};
  for (const [key, item] of Object.entries(value)) {
    if (key !== 'status') return undefined;
    const status = LimitRequestStatusSchema.safeParse(item);
    if (!status.success) return undefined;
    filter.status = status.data;
  }
  return filter;
}

/** A page of the caller's requests. */
export const LimitUpdateListSchema = z.object({
  items: z.array(LimitUpdateSchema),
  page: z.int(),
  limit: z.int(),
  total: z.int(),
});
/** A page of requests. */
export type LimitUpdateList = z.infer<typeof LimitUpdateListSchema>;

/** `GET /customers/v1/limit-updates/{id}` path. */
export const LimitUpdateParamsSchema = z.object({ id: PathIdSchema });

export type { AttachmentType, ProofDocumentType };
