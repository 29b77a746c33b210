// A console screen's frame, a section named by its h1 with the screen's primary action beside it; what a role that may not use a screen reads there instead;
// and what an editor shows for something that does not exist (an old or mistyped link).
import type { ReactNode } from 'react';
import { UNABLE_TO_LOCATE_CONTENT_MESSAGE } from '../../../../domain/editing-messages.ts';

export function Screen({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <PageHeader id={id} title={title} action={action} />
      {children}
    </section>
  );
}

/** A screen's header: its title and, at the right, its one primary action (a link or button styled as one). */
export function PageHeader({ id, title, action }: { id: string; title: string; action?: ReactNode }) {
  return (
    <header className="console-page-header">
      <h1 id={id}>{title}</h1>
      {action && <div className="console-page-action">{action}</div>}
    </header>
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
