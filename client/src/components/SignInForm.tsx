// The sign-in form: email and password; the shared wrong-credentials message appears above the form.
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId } from 'react';
import { ACCOUNT_TEXT } from '../../../domain/messages.ts';
import { LogInDocument } from '../graphql/generated/documents/LogInMutation.ts';
import { useAccountAction } from '../lib/use-account-action.ts';
import { FormAlert } from './FormAlert.tsx';
import { TextField } from './TextField.tsx';

const FIELDS = ['email', 'password'];

export function SignInForm() {
  const headingId = useId();
  const [logIn] = useMutation(LogInDocument);
  const { pending, errors, run } = useAccountAction(FIELDS);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') };
    void run(async () => (await logIn({ variables: { input } })).data?.logIn.userErrors ?? []);
  }

  return (
    <form className="account-form" aria-labelledby={headingId} onSubmit={onSubmit}>
      <h2 id={headingId}>{ACCOUNT_TEXT.signIn}</h2>
      <FormAlert message={errors.form} />
      <TextField label={ACCOUNT_TEXT.email} name="email" type="email" autoComplete="username" required error={errors.fields.email} />
      <TextField
        label={ACCOUNT_TEXT.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.fields.password}
      />
      <button type="submit" className="button" disabled={pending}>
        {pending ? ACCOUNT_TEXT.signingIn : ACCOUNT_TEXT.signIn}
      </button>
    </form>
  );
}
