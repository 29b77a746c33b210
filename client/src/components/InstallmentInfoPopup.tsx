// The installment provider's info popup (spec §4, §7): the provider's information page for the shopper's language and
// the store's country, loaded from the store (GET /api/installments/info-page); until it comes, or if it cannot be
// loaded (a warning in the console, nothing more: spec §8), how paying in 4 works. Closes on Escape, its close button
// or a click outside it.
import { useEffect, useId, useState } from 'react';
import { INSTALLMENT_INFO_PATH } from '../../../domain/installments.ts';
import { CART_ACTION_TEXT, installmentInfoSteps } from '../../../domain/messages.ts';
import { Modal } from './Modal.tsx';

export type InstallmentInfoPopupProps = { brand: string; summary: string; onClose: () => void };

/** The shopper's language: the browser's, else the page's. The store's country is the server's to add. */
const shopperLanguage = () => navigator.language || document.documentElement.lang || '';

/** The content (<main>) of the info page; fails when the answer is not the page. */
async function loadInfoPage(signal: AbortSignal): Promise<string> {
  const language = shopperLanguage();
  const response = await fetch(`${INSTALLMENT_INFO_PATH}${language ? `?language=${encodeURIComponent(language)}` : ''}`, { signal });
  if (!response.ok) throw new Error(`The installment information page answered ${response.status}.`);
  const main = new DOMParser().parseFromString(await response.text(), 'text/html').querySelector('main');
  if (!main) throw new Error('The installment information page has no content.');
  return main.innerHTML;
}

function useInfoPage(): string | null {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    loadInfoPage(controller.signal).then(setHtml, (error: unknown) => {
      if (!controller.signal.aborted) console.warn('Could not load the installment information page.', error);
    });
    return () => controller.abort();
  }, []);
  return html;
}

export function InstallmentInfoPopup({ brand, summary, onClose }: InstallmentInfoPopupProps) {
  const titleId = useId();
  const page = useInfoPage();
  return (
    <Modal labelledBy={titleId} onClose={onClose} closeOnOutsideClick className="installment-info">
      <h2 id={titleId}>{brand}</h2>
      <p>{summary}</p>
      {page !== null ? (
        // The store's own page (the server writes it from domain/installment-info.ts, every text escaped).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the store's own page, not anyone's input.
        <div className="installment-info__page" dangerouslySetInnerHTML={{ __html: page }} />
      ) : (
        <ol className="installment-info__steps">
          {installmentInfoSteps(brand).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
      <button type="button" className="button" onClick={onClose}>
        {CART_ACTION_TEXT.close}
      </button>
    </Modal>
  );
}
