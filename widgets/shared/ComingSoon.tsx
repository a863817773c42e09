/**
 * The placeholder body of a widget whose real screens arrive with a later issue.
 * @module
 */
import type { ReactNode } from 'react';

/** A labelled "coming soon" body. */
export function ComingSoon({ badge, text }: { badge: string; text: string }): ReactNode {
  return (
    <div className="fx-body" part="body">
      <span className="fx-badge" part="badge">
        {badge}
      </span>
      <p>{text}</p>
    </div>
  );
}
