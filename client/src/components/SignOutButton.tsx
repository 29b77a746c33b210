// The sign-out button, disabled while signing out, with any failure announced beside it.
import { useMutation } from '@apollo/client/react';
import { ACCOUNT_TEXT } from '../../../domain/messages.ts';
import { LogOutDocument } from '../graphql/generated/documents/LogOutMutation.ts';
import { useAccountAction } from '../lib/use-account-action.ts';
import { FormAlert } from './FormAlert.tsx';

export function SignOutButton() {
  const [logOut] = useMutation(LogOutDocument);
  const { pending, errors, run } = useAccountAction();
  const signOut = () =>
    run(async () => {
      await logOut();
      return [];
    });

  return (
    <>
      <FormAlert message={errors.form} />
      <button type="button" className="button" disabled={pending} onClick={() => void signOut()}>
        {pending ? ACCOUNT_TEXT.signingOut : ACCOUNT_TEXT.signOut}
      </button>
    </>
  );
}
