// Renames a digital product's file (renameDigitalFile): the name buyers' downloads get. A refusal shows under spec
// §8's 'Unable to Rename File' with the server's reason ('Please enter a file name', …); a request that fails says
// 'There was a problem while renaming your file'.
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { RENAME_FAILED_MESSAGE, RENAME_FAILED_TITLE } from '../../../../domain/editing-messages.ts';
import { EditorProductDocument, EditorRenameDigitalFileDocument } from '../generated/graphql.ts';
import { ErrorList } from '../shared/errors.tsx';
import { notify } from '../shared/toasts.tsx';

const ERROR_ID = 'digital-file-name-error';

export function RenameFile({ productId, fileName }: { productId: string; fileName: string }) {
  const [rename, { loading }] = useMutation(EditorRenameDigitalFileDocument, {
    refetchQueries: [EditorProductDocument],
    awaitRefetchQueries: true,
  });
  const [errors, setErrors] = useState<string[]>([]);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('fileName') ?? '');
    try {
      const answer = await rename({ variables: { productId, fileName: name } });
      const refused = (answer.data?.renameDigitalFile.userErrors ?? []).map((e) => e.message);
      setErrors(refused);
      if (refused.length === 0) notify('File renamed.');
    } catch {
      setErrors([RENAME_FAILED_MESSAGE]);
    }
  };
  return (
    <form className="editor-rename" aria-label="Rename the file" noValidate onSubmit={(e) => void submit(e)}>
      <label htmlFor="digital-file-name">File name</label>
      <input
        id="digital-file-name"
        name="fileName"
        defaultValue={fileName}
        {...(errors.length > 0 ? { 'aria-invalid': true, 'aria-describedby': ERROR_ID } : {})}
      />
      <button type="submit" className="console-secondary" aria-disabled={loading || undefined}>
        Rename
      </button>
      <ErrorList id={ERROR_ID} title={RENAME_FAILED_TITLE} errors={errors.map((message) => ({ message }))} />
    </form>
  );
}
