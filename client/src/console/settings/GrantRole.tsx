// Granting a role (grantRole): an existing owner account's email and a role; an owner who already has a role here
// gets the new one instead.
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { RoleCode, roleName } from '../../../../domain/permissions.ts';
import { GrantRoleDocument, TeamMembersDocument } from '../generated/graphql.ts';
import { attempt, describedBy, FieldError, type FieldMessage, OtherErrors } from '../shared/errors.tsx';
import { notify } from '../shared/toasts.tsx';

const ROLES = Object.values(RoleCode)
  .filter((code) => code !== RoleCode.NONE)
  .map((code) => ({ code, name: roleName(code) }))
  .sort((a, b) => a.name.localeCompare(b.name));

export function GrantRole() {
  const [grant, { loading }] = useMutation(GrantRoleDocument, { refetchQueries: [TeamMembersDocument], awaitRefetchQueries: true });
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const email = String(form.get('email') ?? '').trim();
    const roleCode = Number(form.get('roleCode'));
    if (!email) return setErrors([{ field: 'email', message: 'Enter the email of an owner account.' }]);
    const userErrors = await attempt(async () => (await grant({ variables: { email, roleCode } })).data?.grantRole.userErrors ?? []);
    setErrors(userErrors);
    if (userErrors.length === 0) {
      notify(`${email} is now ${roleName(roleCode)}.`);
      formElement.reset();
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="console-form" noValidate aria-labelledby="grant-title">
      <h2 id="grant-title">Grant a role</h2>
      <label>
        Owner’s email
        <input name="email" type="email" autoComplete="off" {...describedBy(errors, 'email')} />
      </label>
      <FieldError errors={errors} field="email" />
      <label>
        Role
        <select name="roleCode" defaultValue={RoleCode.VIEWER} {...describedBy(errors, 'roleCode')}>
          {ROLES.map((r) => (
            <option key={r.code} value={r.code}>
              {r.name}
            </option>
          ))}
        </select>
      </label>
      <FieldError errors={errors} field="roleCode" />
      <OtherErrors errors={errors} fields={['email', 'roleCode']} />
      <button type="submit" disabled={loading}>
        {loading ? 'Granting…' : 'Grant role'}
      </button>
    </form>
  );
}
