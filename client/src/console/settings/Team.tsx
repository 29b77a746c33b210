// Team (/config/team, capability users:manage): the owners holding a role on this website, granting a role to an
// owner account by email, and taking a role away after an in-page confirmation (their sessions and personal tokens
// here end too). The server refuses to leave the website without an admin; its message shows where it happened.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { RevokeRoleDocument, TeamMembersDocument, type TeamMembersQuery } from '../generated/graphql.ts';
import { ConfirmButton } from '../shared/Confirm.tsx';
import { attempt, type FieldMessage, OtherErrors } from '../shared/errors.tsx';
import { NotAllowed, Screen } from '../shared/Screen.tsx';
import { queryState } from '../status.tsx';
import { GrantRole } from './GrantRole.tsx';
import './settings.css';
import { ColumnHeads } from '../shared/ColumnHeads.tsx';

type Member = TeamMembersQuery['teamMembers'][number];

export function Team({ allowed }: { allowed: boolean }) {
  return (
    <Screen id="team-title" title="Team">
      {allowed ? <TeamScreen /> : <NotAllowed what="manage the team" />}
    </Screen>
  );
}

function TeamScreen() {
  const query = useQuery(TeamMembersDocument);
  const state = queryState('the team', query);
  const members = query.data?.teamMembers ?? [];
  return (
    <>
      <GrantRole />
      {state ?? (
        <table>
          <caption>Owners of this website</caption>
          <ColumnHeads names={['Email', 'Name', 'Role', 'Access']} />
          <tbody>
            {members.map((m) => (
              <tr key={m.ownerId}>
                <th scope="row">
                  {m.email}
                  {m.you && ' (you)'}
                </th>
                <td>{m.name || '—'}</td>
                <td>{m.roleName}</td>
                <td>
                  <RevokeRole member={m} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function RevokeRole({ member }: { member: Member }) {
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const [revoke, { loading }] = useMutation(RevokeRoleDocument, { refetchQueries: [TeamMembersDocument], awaitRefetchQueries: true });
  const confirm = async () => {
    const userErrors = await attempt(
      async () => (await revoke({ variables: { ownerId: member.ownerId } })).data?.revokeRole.userErrors ?? [],
    );
    setErrors(userErrors);
    return userErrors.length === 0;
  };
  const question = member.you
    ? 'Take away your own role? Your sessions and personal API tokens on this website end now.'
    : `Take away the role of ${member.email}? Their sessions and personal API tokens on this website end now.`;
  return (
    <>
      <ConfirmButton
        label="Revoke role"
        name={`Revoke role of ${member.email}`}
        question={question}
        action="Revoke role"
        busy={loading}
        onConfirm={confirm}
      />
      <OtherErrors errors={errors} fields={[]} />
    </>
  );
}
