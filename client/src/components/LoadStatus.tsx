// What a screen shows while its data loads, or when loading failed.
import { LOADING_TEXT, UNABLE_TO_LOAD_MESSAGE, UNABLE_TO_LOAD_TITLE } from '../../../domain/messages.ts';
import { PageType } from '../../../domain/site-structure.ts';
import { usePageContextScreen } from '../lib/page-context.ts';

export function Loading() {
  return (
    <main id="content" className="page" aria-busy="true">
      <p role="status">{LOADING_TEXT}</p>
    </main>
  );
}

/** The error page (page type 101): loading failed (the network, or the server). */
export function LoadError() {
  usePageContextScreen({ pageType: PageType.ERROR }, true);
  return (
    <main id="content" className="page" data-page-type={PageType.ERROR}>
      <h1>{UNABLE_TO_LOAD_TITLE}</h1>
      <p role="alert">{UNABLE_TO_LOAD_MESSAGE}</p>
    </main>
  );
}
