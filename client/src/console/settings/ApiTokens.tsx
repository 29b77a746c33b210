// API tokens (/config/tokens): the owner's tokens (every token of the website for owners who manage users), a new
// one's secret shown once, and revoking with an in-page confirmation. Any owner may make a personal token (it acts
// with their own role); storefront tokens need settings:write, as the API decides.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ApiTokensDocument, type ApiTokensQuery, RevokeApiTokenDocument } from '../generated/graphql.ts';
import { ConfirmButton } from '../shared/Confirm.tsx';
import { attempt, type FieldMessage, OtherErrors } from '../shared/errors.tsx';
import { Screen } from '../shared/Screen.tsx';
import { useDateFormat } from '../shared/use-date-format.ts';
import { queryState } from '../status.tsx';
import { CreateApiToken } from './CreateApiToken.tsx';
import './settings.css';
import { ColumnHeads } from '../shared/ColumnHeads.tsx';

type Token = ApiTokensQuery['apiTokens'][number];

export const KIND_NAMES = { OWNER: 'Personal', STOREFRONT: 'Storefront (public)' } as const;

export function ApiTokens({ canCreateStorefront }: { canCreateStorefront: boolean }) {
  const query = useQuery(ApiTokensDocument);
  return (
    <Screen id="tokens-title" title="API tokens">
      <p className="console-hint">
        A personal token lets a program call the API as you (send it as <code>Authorization: Bearer …</code>); a storefront token is for
        headless storefronts.
      </p>
      <CreateApiToken canCreateStorefront={canCreateStorefront} />
      {queryState('the API tokens', query) ?? <TokenTable tokens={query.data?.apiTokens ?? []} />}
    </Screen>
  );
}

function TokenTable({ tokens }: { tokens: Token[] }) {
  const date = useDateFormat();
  if (tokens.length === 0) return <p>There are no API tokens yet.</p>;
  return (
    <table>
      <caption>API tokens, newest first</caption>
      <ColumnHeads names={['Name', 'Kind', 'Starts with', 'Created', 'Status']} />
      <tbody>
        {tokens.map((token) => (
          <tr key={token.id}>
            <th scope="row">{token.name}</th>
            <td>{KIND_NAMES[token.kind]}</td>
            <td>
              <code>{token.prefix}…</code>
            </td>
            <td>{date(token.createdAt)}</td>
            <td>{token.revokedAt ? `Revoked ${date(token.revokedAt)}` : <RevokeToken token={token} />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RevokeToken({ token }: { token: Token }) {
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const [revoke, { loading }] = useMutation(RevokeApiTokenDocument, { refetchQueries: [ApiTokensDocument], awaitRefetchQueries: true });
  const confirm = async () => {
    const userErrors = await attempt(async () => (await revoke({ variables: { id: token.id } })).data?.revokeApiToken.userErrors ?? []);
    setErrors(userErrors);
    return userErrors.length === 0;
  };
  return (
    <>
      Active{' '}
      <ConfirmButton
        label="Revoke"
        name={`Revoke ${token.name}`}
        question={`Revoke “${token.name}”? Programs using it are refused from now on.`}
        action="Revoke token"
        busy={loading}
        onConfirm={confirm}
      />
      <OtherErrors errors={errors} fields={[]} />
    </>
  );
}
