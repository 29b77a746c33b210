// A console screen's frame, a section named by its h1; and what a role that may not use a screen reads there instead.
import type { ReactNode } from 'react';

export function Screen({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      {children}
    </section>
  );
}

/** "You do not have permission to see gift cards." for `what` "see gift cards". */
export function NotAllowed({ what }: { what: string }) {
  return <p role="status">You do not have permission to {what}.</p>;
}
