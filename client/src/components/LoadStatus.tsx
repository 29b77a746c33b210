// What a screen shows while its data loads, or when loading failed.
import { LOADING_TEXT, UNABLE_TO_LOAD_MESSAGE, UNABLE_TO_LOAD_TITLE } from '../../../domain/messages.ts';

export function Loading() {
  return (
    <main id="content" className="page" aria-busy="true">
      <p role="status">{LOADING_TEXT}</p>
    </main>
  );
}

export function LoadError() {
  return (
    <main id="content" className="page">
      <h1>{UNABLE_TO_LOAD_TITLE}</h1>
      <p role="alert">{UNABLE_TO_LOAD_MESSAGE}</p>
    </main>
  );
}
