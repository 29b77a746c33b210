// A console screen's frame, a section named by its h1; what a role that may not use a screen reads there instead;
// and what an editor shows for something that does not exist (an old or mistyped link).
import type { ReactNode } from 'react';
import { UNABLE_TO_LOCATE_CONTENT_MESSAGE } from '../../../../domain/editing-messages.ts';

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

/** Spec §8's 'Unable to locate content', then "There is no such product." for `what` "product". */
export function Missing({ what }: { what: string }) {
  return (
    <div role="status">
      <p>
        <strong>{UNABLE_TO_LOCATE_CONTENT_MESSAGE}</strong>
      </p>
      <p>There is no such {what}.</p>
    </div>
  );
}
