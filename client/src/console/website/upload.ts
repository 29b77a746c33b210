// An item's image sent with uploadItemImage as a GraphQL multipart request (docs/content.md): the console's Apollo
// link sends JSON only, so the request is made here with XMLHttpRequest, which reports upload progress. The crumb
// goes as the GraphQL link sends it (client/src/lib/crumb-link.ts), with one retry when the server hands out a fresh
// one.
import { print } from 'graphql';
import { UPLOAD_FAILED_MESSAGE, UPLOAD_INCOMPLETE_MESSAGE } from '../../../../domain/editing-messages.ts';
import { SESSION_EXPIRED_MESSAGE } from '../../../../domain/messages.ts';
import { readCookie } from '../../lib/cookies.ts';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../../lib/crumb-link.ts';
import { WebsiteUploadItemImageDocument, type WebsiteUploadItemImageMutation } from '../generated/graphql.ts';
import type { FieldMessage } from '../shared/errors.tsx';

type Answer = { data?: WebsiteUploadItemImageMutation; errors?: { message: string }[]; crumbFail?: boolean; crumb?: string };

function send(form: FormData, crumb: string | null, onProgress: (fraction: number) => void): Promise<Answer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/graphql');
    if (crumb) xhr.setRequestHeader(CRUMB_HEADER, crumb);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as Answer);
      } catch {
        resolve({ errors: [{ message: `The server answered ${xhr.status}.` }] });
      }
    };
    xhr.onerror = () => resolve({ errors: [{ message: UPLOAD_FAILED_MESSAGE }] });
    xhr.onabort = xhr.ontimeout = () => resolve({ errors: [{ message: UPLOAD_INCOMPLETE_MESSAGE }] });
    xhr.send(form);
  });
}

/** Uploads `file` as the item's image; answers the refusals (none on success). */
export async function uploadItemImage(
  itemId: string,
  file: File,
  altText: string,
  onProgress: (fraction: number) => void,
): Promise<FieldMessage[]> {
  const form = () => {
    const body = new FormData();
    const variables = { itemId, file: null, altText: altText || null };
    body.set('operations', JSON.stringify({ query: print(WebsiteUploadItemImageDocument), variables }));
    body.set('map', JSON.stringify({ 0: ['variables.file'] }));
    body.set('0', file, file.name);
    return body;
  };
  let answer = await send(form(), readCookie(CRUMB_COOKIE), onProgress);
  if (answer.crumbFail) answer = await send(form(), answer.crumb ?? null, onProgress);
  if (answer.crumbFail) return [{ message: SESSION_EXPIRED_MESSAGE }];
  if (answer.errors?.length) return answer.errors.map((e) => ({ message: e.message }));
  return answer.data?.uploadItemImage.userErrors ?? [{ message: 'The server gave no answer.' }];
}
