// One import job's progress and report: polls catalogImportJob until the job has finished, shows a progress bar with
// its words, the counts, and every error and warning by row and column. A failed job says spec §8's 'File processing
// failed, cancelled, or failed to complete'.
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { NO_JOB_DATA_MESSAGE, PROCESSING_FAILED_MESSAGE } from '../../../../domain/editing-messages.ts';
import { ConsoleCatalogImportJobDocument, type ConsoleCatalogImportJobQuery } from '../generated/graphql.ts';
import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import { queryState } from '../status.tsx';

type Job = NonNullable<ConsoleCatalogImportJobQuery['catalogImportJob']>;
type Problem = Job['errors'][number];

const POLL_MS = 500;
const finished = (status?: string) => status === 'SUCCEEDED' || status === 'FAILED';

/** What the bar stands at, in words. */
export function progressWords(job: Pick<Job, 'status' | 'processedRows' | 'totalRows' | 'progress'>): string {
  const rows = `${job.processedRows} of ${job.totalRows} rows written`;
  if (job.status === 'QUEUED') return 'Waiting to start…';
  if (job.status === 'RUNNING') return job.totalRows === 0 ? 'Checking the file…' : `Writing: ${rows} (${Math.round(job.progress * 100)}%)`;
  if (job.status === 'SUCCEEDED') return `Done: ${rows}.`;
  return job.processedRows === 0 ? 'Failed: nothing was written.' : `Failed: ${rows}.`;
}

export function ImportJob({ id, onFinished }: { id: string; onFinished: () => void }) {
  const query = useQuery(ConsoleCatalogImportJobDocument, { variables: { id } });
  const job = query.data?.catalogImportJob;
  const done = finished(job?.status);
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (done) {
      stopPolling();
      onFinished();
    } else startPolling(POLL_MS);
    return stopPolling;
  }, [done, startPolling, stopPolling, onFinished]);
  const state = queryState('the import', query);
  if (state) return state;
  if (!job) return <p role="alert">{NO_JOB_DATA_MESSAGE}</p>;
  const value = job.status === 'SUCCEEDED' ? 1 : job.progress;
  return (
    <section aria-labelledby="job-title" className="catalog-job">
      <h2 id="job-title">Import of {job.fileName}</h2>
      <progress max={1} value={value} aria-labelledby="job-progress" />
      <p id="job-progress" role="status">
        {progressWords(job)}
      </p>
      {job.status === 'FAILED' && (
        <p role="alert" className="console-error">
          {PROCESSING_FAILED_MESSAGE}
        </p>
      )}
      {done && (
        <p>
          Products created: {job.productsCreated}; updated: {job.productsUpdated}; variants written: {job.variantsWritten}.
        </p>
      )}
      {job.errors.length > 0 && <Problems caption={`Errors (${job.errors.length})`} problems={job.errors} />}
      {job.warnings.length > 0 && <Problems caption={`Warnings (${job.warnings.length})`} problems={job.warnings} />}
    </section>
  );
}

function Problems({ caption, problems }: { caption: string; problems: Problem[] }) {
  return (
    <table className="catalog-table">
      <caption>{caption}</caption>
      <ColumnHeads names={['Row', 'Column', 'Message']} />
      <tbody>
        {problems.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id, and one row may have the same message twice.
          <tr key={i}>
            <td>{p.row === 0 ? 'Whole file' : p.row}</td>
            <td>{p.column || 'Whole row'}</td>
            <td>{p.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
