// Owner sign-in (ownerLogIn): the session cookie is set by the server; its messages are shown as they come.
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { isValidEmail, normalizeEmail } from '../../../domain/email.ts';
import { EDITING_INVALID_EMAIL_MESSAGE } from '../../../domain/messages.ts';
import { ConsoleLogInDocument } from './generated/graphql.ts';
import { submitFailure } from './status.tsx';

export function SignIn({ websiteName, onSignedIn }: { websiteName: string; onSignedIn: () => void }) {
  const [logIn, { loading }] = useMutation(ConsoleLogInDocument);
  const [message, setMessage] = useState<string | null>(null);
  const [emailInvalid, setEmailInvalid] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setMessage(null);
    const email = normalizeEmail(String(form.get('email') ?? ''));
    setEmailInvalid(!isValidEmail(email));
    if (!isValidEmail(email)) return;
    try {
      const { data } = await logIn({ variables: { email, password: String(form.get('password')) } });
      const result = data?.ownerLogIn;
      if (result?.access) onSignedIn();
      else setMessage(result?.userErrors.map((e) => e.message).join(' ') || 'Signing in failed.');
    } catch (error) {
      setMessage(submitFailure(error));
    }
  };
  return (
    <main id="content" className="console-signin">
      <h1>Sign in to {websiteName || 'the owner console'}</h1>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <label>
          Email
          <input
            name="email"
            type="email"
            autoComplete="username"
            required
            aria-invalid={emailInvalid || undefined}
            aria-describedby={emailInvalid ? 'signin-email-error' : undefined}
          />
        </label>
        {emailInvalid && (
          <p id="signin-email-error" role="alert" className="console-error">
            {EDITING_INVALID_EMAIL_MESSAGE}
          </p>
        )}
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {message && (
          <p role="alert" className="console-error">
            {message}
          </p>
        )}
        <button type="submit" disabled={loading}>
          {loading ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
