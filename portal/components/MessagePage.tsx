/**
 * A centred message card for the status pages (maintenance, 403, 404, disabled correspondent).
 * @module
 */
import type { ReactNode } from 'react';

/** Props of {@link MessagePage}. */
export interface MessagePageProps {
  /** Main heading. */
  title: string;
  /** Big decorative code or initials above the title (hidden from assistive technology). */
  mark?: string;
  /** Body content. */
  children?: ReactNode;
}

/** Full-height page with one centred card. */
export function MessagePage({ title, mark, children }: MessagePageProps) {
  return (
    <main className="message-page" id="main">
      <div className="message-card">
        {mark ? (
          <div className="message-card__mark" aria-hidden="true">
            {mark}
          </div>
        ) : null}
        <h1 className="message-card__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
