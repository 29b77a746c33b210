// The lock screen (page type 103): a password-protected page asks for its password ('This page is locked.'); the
// right one unlocks the page for this browser session and shows it.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { THIS_PAGE_IS_LOCKED_MESSAGE } from '../../../../domain/pages.ts';
import { PageType } from '../../../../domain/site-structure.ts';
import { UnlockPageDocument } from '../../graphql/generated/documents/UnlockPageMutation.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function LockScreen({ title, urlSlug }: { title: string; urlSlug: string }) {
  useDocumentTitle(title);
  const client = useApolloClient();
  const passwordId = useId();
  const errorId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [unlock, { loading }] = useMutation(UnlockPageDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const { data } = await unlock({ variables: { urlSlug, password } });
    const refusal = data?.unlockPage.userErrors[0];
    if (refusal) setError(refusal.message);
    else await client.refetchQueries({ include: 'active' });
  }

  return (
    <main id="content" className="page lock-screen" data-page-type={PageType.LOCK_SCREEN}>
      <h1>{title}</h1>
      <p>{THIS_PAGE_IS_LOCKED_MESSAGE}</p>
      <form onSubmit={submit} className="lock-screen__form" noValidate>
        <label htmlFor={passwordId}>Password</label>
        <input
          id={passwordId}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          required
        />
        {error && (
          <p id={errorId} role="alert" className="field-error">
            {error}
          </p>
        )}
        <button type="submit" className="button" disabled={loading || password === ''}>
          {loading ? 'Checking…' : 'Unlock'}
        </button>
      </form>
    </main>
  );
}
