// Sends a CSV to the catalog import's REST door (POST /api/commerce/products/import, docs/catalog-csv.md): the
// console's Apollo link sends JSON only, so the file goes as the request body, with the crumb as the GraphQL link
// sends it (client/src/lib/crumb-link.ts) and one retry with a fresh crumb when the server hands one out.

import { SESSION_EXPIRED_MESSAGE } from '../../../../domain/messages.ts';
import { readCookie } from '../../lib/cookies.ts';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../../lib/crumb-link.ts';

export const IMPORT_PATH = '/api/commerce/products/import';
export const EXPORT_PATH = '/api/commerce/products/export.csv';

type Answer = { jobId?: string; error?: string; crumbFail?: boolean; crumb?: string };

async function post(file: File, crumb: string | null): Promise<{ status: number; body: Answer }> {
  const res = await fetch(`${IMPORT_PATH}?fileName=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'text/csv', ...(crumb ? { [CRUMB_HEADER]: crumb } : {}) },
    body: file,
  });
  const body = (await res.json().catch(() => ({ error: `The server answered ${res.status}.` }))) as Answer;
  return { status: res.status, body };
}

/** The new import job's id, or the server's reason for refusing the file. */
export async function uploadCatalogCsv(file: File): Promise<{ jobId: string } | { error: string }> {
  let answer = await post(file, readCookie(CRUMB_COOKIE));
  if (answer.body.crumbFail) answer = await post(file, answer.body.crumb ?? null);
  const { jobId, error, crumbFail } = answer.body;
  if (answer.status === 202 && jobId) return { jobId };
  if (crumbFail) return { error: SESSION_EXPIRED_MESSAGE };
  return { error: error ?? `The server answered ${answer.status}.` };
}
