/**
 * Line icons of the landing's feature grid (inline SVG: no icon font, nothing to load).
 * @module
 */

/** The features of the landing pitch (spec platform §1). */
export type FeatureKey =
  'dashboard' | 'signup' | 'approval' | 'interface' | 'blockchain' | 'delivery';

const PATHS: Record<FeatureKey, string> = {
  dashboard: 'M4 13h6V4H4zm0 7h6v-5H4zm10 0h6v-9h-6zm0-16v5h6V4z',
  signup:
    'M15 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm9-2v6m3-3h-6',
  approval: 'M20 6 9 17l-5-5',
  interface: 'M4 5h16v11H4zM8 20h8M12 16v4',
  blockchain: 'M4 4h6v6H4zm10 10h6v6h-6zM14 4h6v6h-6zM4 14h6v6H4zM10 7h4M7 10v4M17 10v4M10 17h4',
  delivery:
    'M3 7h11v9H3zm11 3h4l3 3v3h-7M7.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm10 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
};

/** A 24-px line icon for a feature; decorative. */
export function FeatureIcon(props: { name: FeatureKey }) {
  return (
    <svg
      className="feature__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[props.name]} />
    </svg>
  );
}
