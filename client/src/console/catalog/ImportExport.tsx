// Import / export (/config/import): the catalog as CSV (docs/catalog-csv.md). Owners with catalog:write upload a
// file and follow its job; everyone sees the recent imports and their reports, and downloads the export.
import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { ConsoleCatalogImportJobsDocument } from '../generated/graphql.ts';
import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import { useDateFormat } from '../shared/use-date-format.ts';
import { queryState } from '../status.tsx';
import { ImportForm } from './ImportForm.tsx';
import { ImportJob, progressWords } from './ImportJob.tsx';
import { EXPORT_PATH } from './upload.ts';
import './catalog.css';

export function ImportExport({ canImport }: { canImport: boolean }) {
  const date = useDateFormat();
  const jobs = useQuery(ConsoleCatalogImportJobsDocument, { fetchPolicy: 'cache-and-network' });
  const [shown, setShown] = useState<string | null>(null);
  const { refetch } = jobs;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const started = (jobId: string) => {
    setShown(jobId);
    refresh();
  };
  return (
    <section aria-labelledby="import-export-title">
      <h1 id="import-export-title">Import / export</h1>
      <h2>Export</h2>
      <p>
        {/* A file download from the REST door: a plain link, the console page stays. */}
        <a href={EXPORT_PATH} download="products.csv">
          Download all products as CSV
        </a>{' '}
        <span className="catalog-muted">(one row per variant; archived products are left out)</span>
      </p>
      {canImport ? <ImportForm onStarted={started} /> : <p>Your role may see imports but not start one.</p>}
      {shown && <ImportJob key={shown} id={shown} onFinished={refresh} />}
      <h2>Recent imports</h2>
      {queryState('the recent imports', jobs) ??
        (jobs.data?.catalogImportJobs.length === 0 ? (
          <p>No import yet.</p>
        ) : (
          <table className="catalog-table">
            <caption>Recent imports, newest first</caption>
            <ColumnHeads names={['File', 'Started', 'By', 'Result', 'Report']} />
            <tbody>
              {jobs.data?.catalogImportJobs.map((job) => (
                <tr key={job.id}>
                  <th scope="row">{job.fileName}</th>
                  <td>{date(job.createdAt)}</td>
                  <td>{job.actor}</td>
                  <td>{progressWords(job)}</td>
                  <td>
                    <button
                      type="button"
                      onClick={() => setShown(job.id)}
                      aria-pressed={shown === job.id}
                      aria-label={`Show report of ${job.fileName}`}
                    >
                      Show report
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}
