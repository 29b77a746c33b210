// An upload under way (a <progress> bar named by the file) and the server's refusals of the last uploads.
import { UploadFailed } from '../shared/errors.tsx';

export type Progress = { name: string; share: number };

export function UploadProgress({ progress, errors }: { progress: Progress | null; errors: string[] }) {
  return (
    <>
      {progress && (
        <p role="status">
          <label htmlFor="upload-progress">Uploading {progress.name}</label>{' '}
          <progress id="upload-progress" max={1} value={progress.share} />
        </p>
      )}
      <UploadFailed messages={errors} />
    </>
  );
}
