// A digital product's file: its name, size and when it came; a new one (PUT /api/commerce/products/:id/digital-file,
// up to 300 MB, with a <progress> bar) replaces it for every download link; Rename (RenameFile); Remove (confirmed:
// removeDigitalFile).
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { formatSize } from '../../../../domain/media.ts';
import { EditorProductDocument, EditorRemoveDigitalFileDocument } from '../generated/graphql.ts';
import { ConfirmButton } from '../shared/Confirm.tsx';
import { type FieldMessage, OtherErrors } from '../shared/errors.tsx';
import { useDateFormat } from '../shared/use-date-format.ts';
import { reportChange } from './editor-data.ts';
import { uploadDigitalFile } from './file-upload.ts';
import type { EditorProduct } from './ProductEditor.tsx';
import { RenameFile } from './RenameFile.tsx';
import { type Progress, UploadProgress } from './UploadProgress.tsx';

export function DigitalFile({ product, onUploaded }: { product: EditorProduct; onUploaded: () => void }) {
  const date = useDateFormat();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const [remove, removing] = useMutation(EditorRemoveDigitalFileDocument, {
    refetchQueries: [EditorProductDocument],
    awaitRefetchQueries: true,
  });
  const file = product.digitalFile;
  const upload = async (chosen: File) => {
    setProgress({ name: chosen.name, share: 0 });
    const error = await uploadDigitalFile(product.id, chosen, (share) => setProgress({ name: chosen.name, share }));
    setProgress(null);
    setRefused(error ? [error] : []);
    if (!error) onUploaded();
  };
  const confirmRemove = () =>
    reportChange(
      setErrors,
      () => remove({ variables: { productId: product.id } }),
      (d) => d?.removeDigitalFile,
    );
  return (
    <section className="editor-section" aria-labelledby="digital-title">
      <h2 id="digital-title">File to download</h2>
      <p>{file ? `${file.fileName}, ${formatSize(file.byteSize)}, uploaded ${date(file.uploadedAt)}` : 'No file yet.'}</p>
      <label htmlFor="digital-file">{file ? 'Replace the file (up to 300 MB)' : 'Choose the file (up to 300 MB)'}</label>
      <input
        id="digital-file"
        type="file"
        disabled={progress !== null}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          e.target.value = '';
          if (chosen) void upload(chosen);
        }}
      />
      <UploadProgress progress={progress} errors={refused} />
      {file && <RenameFile key={file.fileName} productId={product.id} fileName={file.fileName} />}
      {file && (
        <ConfirmButton
          label="Remove file"
          name={`Remove ${file.fileName}`}
          question={`Remove ${file.fileName}? Download links then answer that the file is not available.`}
          action="Remove file"
          busy={removing.loading}
          onConfirm={confirmRemove}
        />
      )}
      <OtherErrors errors={errors} fields={[]} />
    </section>
  );
}
