// The create-account form: first and last name, email and password; each user error appears beside its field.
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId } from 'react';
import { ACCOUNT_TEXT } from '../../../domain/messages.ts';
import { trackSocialEvent } from '../analytics/trackers.ts';
import { SignUpDocument } from '../graphql/generated/documents/SignUpMutation.ts';
import { useAccountAction } from '../lib/use-account-action.ts';
import { FormAlert } from './FormAlert.tsx';
import { TextField } from './TextField.tsx';

const FIELDS = ['firstName', 'lastName', 'email', 'password'];

export function SignUpForm() {
  const headingId = useId();
  const [signUp] = useMutation(SignUpDocument);
  const { pending, errors, run } = useAccountAction(FIELDS);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    const input = { firstName: value('firstName'), lastName: value('lastName'), email: value('email'), password: value('password') };
    void run(async () => {
      const userErrors = (await signUp({ variables: { input } })).data?.signUp.userErrors ?? [];
      if (userErrors.length === 0) trackSocialEvent('registration');
      return userErrors;
    });
  }

  return (
    <form className="account-form" aria-labelledby={headingId} onSubmit={onSubmit}>
      <h2 id={headingId}>{ACCOUNT_TEXT.createAccount}</h2>
      <FormAlert message={errors.form} />
      <TextField label={ACCOUNT_TEXT.firstName} name="firstName" autoComplete="given-name" error={errors.fields.firstName} />
      <TextField label={ACCOUNT_TEXT.lastName} name="lastName" autoComplete="family-name" error={errors.fields.lastName} />
      <TextField label={ACCOUNT_TEXT.email} name="email" type="email" autoComplete="email" required error={errors.fields.email} />
      <TextField
        label={ACCOUNT_TEXT.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.fields.password}
      />
      <button type="submit" className="button" disabled={pending}>
        {pending ? ACCOUNT_TEXT.creatingAccount : ACCOUNT_TEXT.createAccount}
      </button>
    </form>
  );
}
