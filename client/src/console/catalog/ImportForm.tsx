// The CSV import form (catalog:write): choose a file (or drop it on the zone), then Import uploads it and hands the
// new job's id on.
import { type DragEvent, type FormEvent, useState } from 'react';
import { UPLOAD_FAILED_MESSAGE } from '../../../../domain/editing-messages.ts';
import { UploadFailed } from '../shared/errors.tsx';
import { uploadCatalogCsv } from './upload.ts';

export function ImportForm({ onStarted }: { onStarted: (jobId: string) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const [inputKey, setInputKey] = useState(0); // a new input forgets the file sent
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) setFile(dropped);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError('Choose a CSV file first.');
    setError('');
    setSending(true);
    try {
      const answer = await uploadCatalogCsv(file);
      if ('error' in answer) setError(answer.error);
      else {
        onStarted(answer.jobId);
        setFile(null);
        setInputKey((k) => k + 1);
      }
    } catch {
      setError(UPLOAD_FAILED_MESSAGE); // no answer: the request never reached the server
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="catalog-import" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="import-title">
      <h2 id="import-title">Import products from CSV</h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the zone only adds dropping; its file input is the keyboard's way. */}
      <div
        className={dragging ? 'catalog-drop catalog-drop-over' : 'catalog-drop'}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <label>
          CSV file (or drop it here)
          <input
            key={inputKey}
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'import-error' : undefined}
          />
        </label>
        <p>{file ? `Chosen: ${file.name}` : 'No file chosen yet.'}</p>
      </div>
      <button type="submit" disabled={sending}>
        {sending ? 'Uploading…' : 'Import'}
      </button>
      <UploadFailed id="import-error" messages={error ? [error] : []} />
      <p className="catalog-muted">
        Squarespace's or Shopify's product CSV, up to 100 MB. A file with errors writes nothing: its report lists them by row.
      </p>
    </form>
  );
}
