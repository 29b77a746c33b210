// An item's image (a gallery image, or a post's or event's picture): the current one, and a new file uploaded with
// its progress (uploadItemImage); a refusal shows the server's message.
import { useApolloClient } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { WebsiteItemsDocument } from '../generated/graphql.ts';
import { describedBy, FieldError, type FieldMessage, UploadFailed } from '../shared/errors.tsx';
import { notify } from '../shared/toasts.tsx';
import { uploadItemImage } from './upload.ts';

export function ImageUpload({ itemId, assetUrl, altText }: { itemId: string; assetUrl: string | null; altText: string }) {
  const client = useApolloClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) return setErrors([{ field: 'file', message: 'Choose an image file.' }]);
    setProgress(0);
    const refusals = await uploadItemImage(itemId, file, String(form.get('altText') ?? ''), setProgress);
    setErrors(refusals);
    setProgress(null);
    if (refusals.length > 0) return;
    notify(`Uploaded ${file.name}.`);
    await client.refetchQueries({ include: [WebsiteItemsDocument] });
  };
  return (
    <form className="console-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="image-title">
      <h2 id="image-title">Image</h2>
      {assetUrl ? <img src={assetUrl} alt={altText || 'The current image'} width={240} /> : <p>No image yet.</p>}
      <label>
        Image file
        <input type="file" name="file" accept="image/*" {...describedBy(errors, 'file')} />
      </label>
      <FieldError errors={errors} field="file" />
      <label>
        Alt text of the new image
        <input name="altText" defaultValue={altText} />
      </label>
      <UploadFailed messages={errors.flatMap((e) => (e.field === 'file' ? [] : [e.message]))} />
      <button type="submit" disabled={progress !== null}>
        Upload image
      </button>
      {progress !== null && (
        <p role="status">
          <label>
            Uploading {Math.round(progress * 100)}%
            <progress value={progress} max={1} />
          </label>
        </p>
      )}
    </form>
  );
}
