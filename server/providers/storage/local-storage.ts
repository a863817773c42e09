/**
 * The platform's own document storage (sandbox mode, issue 5): a signed form posted to
 * `POST /api/sandbox/storage/uploads`. Like an S3 POST policy, the signed `policy` field binds
 * the key, the owner, the declared content type, the largest size and an expiry (15 minutes);
 * `signature` is its HMAC-SHA256 with the platform's secret. The upload route checks both before
 * it reads the file, then sniffs the content itself: it must be of the signed type.
 * @module
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { UPLOAD_CONTENT_TYPES, type UploadContentType } from '../../../src/contracts/uploads';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../services/clock';
import {
  UPLOAD_POLICY_TTL_SECONDS,
  type UploadGrant,
  type UploadStorage,
} from './storage-provider';

/** The path of the upload route, under `/api`. */
export const LOCAL_UPLOAD_PATH = '/sandbox/storage/uploads';

/** A checked policy: what the signature allows. */
export interface VerifiedGrant extends UploadGrant {
  /** Expiry, unix seconds. */
  expiresAt: number;
}

interface PolicyDocument {
  key: string;
  uid: number;
  type: UploadContentType;
  max: number;
  exp: number;
}

/** The platform's own storage: signs and checks its policies. */
export interface LocalUploadStorage extends UploadStorage {
  readonly kind: 'local';
  /**
   * Checks the posted `key`, `policy` and `signature` fields.
   * @throws AppError UPLOAD_POLICY_INVALID (missing, tampered, another key) or
   * UPLOAD_POLICY_EXPIRED.
   */
  verify(fields: Record<string, string | undefined>): VerifiedGrant;
}

function isPolicy(value: unknown): value is PolicyDocument {
  if (typeof value !== 'object' || value === null) return false;
  const doc = value as Record<string, unknown>;
  return (
    typeof doc.key === 'string' &&
    typeof doc.uid === 'number' &&
    typeof doc.max === 'number' &&
    typeof doc.exp === 'number' &&
    UPLOAD_CONTENT_TYPES.some((type) => type === doc.type)
  );
}

/** Creates the platform's own storage; `publicOrigin` makes the absolute `public_url`. */
export function createLocalStorage({
  secret,
  publicOrigin,
  clock,
}: {
  secret: string;
  publicOrigin: string;
  clock: Clock;
}): LocalUploadStorage {
  const sign = (policy: string) => createHmac('sha256', secret).update(policy).digest('hex');
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  return {
    kind: 'local',
    async sign(grant) {
      const document: PolicyDocument = {
        key: grant.key,
        uid: grant.userId,
        type: grant.contentType,
        max: grant.maxBytes,
        exp: nowSeconds() + UPLOAD_POLICY_TTL_SECONDS,
      };
      const policy = Buffer.from(JSON.stringify(document)).toString('base64url');
      return {
        url: `${publicOrigin}/api${LOCAL_UPLOAD_PATH}`,
        fields: {
          key: grant.key,
          'Content-Type': grant.contentType,
          policy,
          signature: sign(policy),
        },
      };
    },
    verify(fields) {
      const { key, policy, signature } = fields;
      if (!key || !policy || !signature) throw new AppError('UPLOAD_POLICY_INVALID');
      const expected = Buffer.from(sign(policy), 'hex');
      const given = Buffer.from(signature, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new AppError('UPLOAD_POLICY_INVALID');
      }
      let document: unknown;
      try {
        document = JSON.parse(Buffer.from(policy, 'base64url').toString('utf8'));
      } catch {
        throw new AppError('UPLOAD_POLICY_INVALID');
      }
      if (!isPolicy(document) || document.key !== key) throw new AppError('UPLOAD_POLICY_INVALID');
      if (document.exp <= nowSeconds()) throw new AppError('UPLOAD_POLICY_EXPIRED');
      return {
        key: document.key,
        userId: document.uid,
        contentType: document.type,
        maxBytes: document.max,
        expiresAt: document.exp,
      };
    },
  };
}
