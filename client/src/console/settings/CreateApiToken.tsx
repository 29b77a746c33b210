// Creating an API token (createApiToken): a name and, for owners who may, the kind. The secret is shown once here,
// with a copy button; it is kept in this component only, so a reload forgets it.
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { type ApiTokenKind, ApiTokensDocument, CreateApiTokenDocument } from '../generated/graphql.ts';
import { describedBy, FieldError, type FieldMessage, OtherErrors, requestFailed } from '../shared/errors.tsx';
import { notify } from '../shared/toasts.tsx';

export function CreateApiToken({ canCreateStorefront }: { canCreateStorefront: boolean }) {
  const [create, { loading }] = useMutation(CreateApiTokenDocument, { refetchQueries: [ApiTokensDocument] });
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const [secret, setSecret] = useState<{ name: string; token: string } | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const kind = (form.get('kind') ?? 'OWNER') as ApiTokenKind;
    try {
      const { data } = await create({ variables: { name: String(form.get('name') ?? ''), kind } });
      const result = data?.createApiToken;
      setErrors(result?.userErrors ?? []);
      if (result?.token && result.apiToken) {
        setSecret({ name: result.apiToken.name, token: result.token });
        formElement.reset();
      }
    } catch (error) {
      setErrors(requestFailed(error));
    }
  };
  return (
    <>
      <form onSubmit={(e) => void submit(e)} className="console-form" noValidate aria-labelledby="new-token-title">
        <h2 id="new-token-title">New token</h2>
        <label>
          Token name
          <input name="name" {...describedBy(errors, 'name')} />
        </label>
        <FieldError errors={errors} field="name" />
        {canCreateStorefront && (
          <label>
            Kind
            <select name="kind" defaultValue="OWNER" {...describedBy(errors, 'kind')}>
              <option value="OWNER">Personal: acts as you, with your role</option>
              <option value="STOREFRONT">Storefront: public, for a headless storefront</option>
            </select>
          </label>
        )}
        <FieldError errors={errors} field="kind" />
        <OtherErrors errors={errors} fields={['name', 'kind']} />
        <button type="submit" disabled={loading}>
          {loading ? 'Creating…' : 'Create token'}
        </button>
      </form>
      {secret && <TokenSecret {...secret} onDone={() => setSecret(null)} />}
    </>
  );
}

function TokenSecret({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      notify('Copied to the clipboard.');
    } catch {
      notify('Could not copy: select the token and copy it yourself.');
    }
  };
  return (
    <section className="token-secret" aria-labelledby="token-secret-title">
      <h2 id="token-secret-title">Token “{name}” created</h2>
      <p role="status">Copy it now: it will not be shown again.</p>
      <label>
        The new token
        <input readOnly value={token} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button type="button" onClick={() => void copy()}>
        Copy token
      </button>{' '}
      <button type="button" className="console-secondary" onClick={onDone}>
        Done
      </button>
    </section>
  );
}
