/**
 * Links of a correspondent's social and contact fields (spec platform §3 "Social and contact").
 * The fields may hold a full URL or a bare handle/number; both become a working link.
 * @module
 */

/** The social fields of a correspondent, in display order. */
export const SOCIAL_FIELDS = ['whatsapp', 'instagram', 'facebook', 'linkedin', 'twitter'] as const;

/** One of {@link SOCIAL_FIELDS}. */
export type SocialField = (typeof SOCIAL_FIELDS)[number];

const BASES: Record<Exclude<SocialField, 'whatsapp'>, string> = {
  instagram: 'https://www.instagram.com/',
  facebook: 'https://www.facebook.com/',
  linkedin: 'https://www.linkedin.com/company/',
  twitter: 'https://x.com/',
};

/** The link of a social field's value; `undefined` for an empty value. */
export function socialHref(
  field: SocialField,
  value: string | null | undefined,
): string | undefined {
  const raw = value?.trim();
  if (!raw) return undefined;
  if (/^https?:\/\//i.test(raw)) return raw;
  if (field === 'whatsapp') {
    const digits = raw.replace(/\D/g, '');
    return digits ? `https://wa.me/${digits}` : undefined;
  }
  return BASES[field] + encodeURIComponent(raw.replace(/^@/, ''));
}

/** A `tel:` link for a phone as people write it ("+55 11 4000-1234" → "tel:+551140001234"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
