// Sends a product image (POST /api/commerce/products/:id/images) or a digital product's file (PUT
// /api/commerce/products/:id/digital-file) to the REST uploads of docs/catalog.md: the console's Apollo link sends
// JSON only, so the file goes as the request body. XMLHttpRequest reports the upload's progress.
// The crumb goes as the GraphQL link sends it (client/src/lib/crumb-link.ts), retried once with a fresh one.
import { UPLOAD_FAILED_MESSAGE, UPLOAD_INCOMPLETE_MESSAGE } from '../../../../domain/editing-messages.ts';
import { SESSION_EXPIRED_MESSAGE } from '../../../../domain/messages.ts';
import { readCookie } from '../../lib/cookies.ts';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../../lib/crumb-link.ts';

type Answer = { status: number; body: { id?: string; error?: string; crumbFail?: boolean; crumb?: string } };

function send(method: string, url: string, file: File, crumb: string | null, onProgress: (share: number) => void): Promise<Answer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    if (crumb) xhr.setRequestHeader(CRUMB_HEADER, crumb);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: Answer['body'];
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = { error: `The server answered ${xhr.status}.` };
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => resolve({ status: 0, body: { error: UPLOAD_FAILED_MESSAGE } });
    xhr.onabort = xhr.ontimeout = () => resolve({ status: 0, body: { error: UPLOAD_INCOMPLETE_MESSAGE } });
    xhr.send(file);
  });
}

type Progress = (share: number) => void;

/** Sends the file; answers null when stored, else the server's reason. */
async function upload(method: string, path: string, file: File, onProgress: Progress): Promise<string | null> {
  const url = `${path}?fileName=${encodeURIComponent(file.name)}`;
  let answer = await send(method, url, file, readCookie(CRUMB_COOKIE), onProgress);
  if (answer.body.crumbFail) answer = await send(method, url, file, answer.body.crumb ?? null, onProgress);
  if (answer.status === 201) return null;
  if (answer.body.crumbFail) return SESSION_EXPIRED_MESSAGE;
  return answer.body.error ?? `The server answered ${answer.status}.`;
}

const productPath = (productId: string) => `/api/commerce/products/${encodeURIComponent(productId)}`;

/** One image after the product's others. */
export const uploadImage = (productId: string, file: File, onProgress: Progress) =>
  upload('POST', `${productPath(productId)}/images`, file, onProgress);

/** A digital product's file, replacing the one it had. */
export const uploadDigitalFile = (productId: string, file: File, onProgress: Progress) =>
  upload('PUT', `${productPath(productId)}/digital-file`, file, onProgress);
