// Runs an account mutation (sign up, log in, log out) for a form: its pending state and errors, and on success a
// refetched current site user and a re-read SiteUserInfo cookie.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { CurrentSiteUserDocument } from '../graphql/generated/documents/CurrentSiteUserQuery.ts';
import { type FormErrors, formErrorsFrom, NO_FORM_ERRORS, requestErrorMessage, type UserErrorFields } from './form-errors.ts';
import { siteUserInfoChanged } from './site-user-info.ts';

export type AccountAction = {
  pending: boolean;
  errors: FormErrors;
  /** Runs `mutate`, which answers the payload's user errors (none means it worked). */
  run: (mutate: () => Promise<readonly UserErrorFields[]>) => Promise<void>;
};

export function useAccountAction(fieldNames: readonly string[] = []): AccountAction {
  const client = useApolloClient();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_FORM_ERRORS);

  async function run(mutate: () => Promise<readonly UserErrorFields[]>): Promise<void> {
    setPending(true);
    setErrors(NO_FORM_ERRORS);
    try {
      const userErrors = await mutate();
      if (userErrors.length > 0) {
        setErrors(formErrorsFrom(userErrors, fieldNames));
        return;
      }
      siteUserInfoChanged();
      await client.refetchQueries({ include: [CurrentSiteUserDocument] });
    } catch (error) {
      setErrors({ form: requestErrorMessage(error), fields: {} });
    } finally {
      setPending(false);
    }
  }

  return { pending, errors, run };
}
