// Sets the document title while a screen is shown, as the server writes it into the first HTML (domain/page-head.ts):
// "Classic Tee — Shopwright Demo Store", the store name alone on the home page. Until the store's name is known the
// title is left as it is (on the first page, the server's own is already right).
import { useEffect } from 'react';
import { pageTitle } from '../../../domain/page-head.ts';
import { useLocation } from './router.tsx';
import { useSite } from './site.tsx';

export function useDocumentTitle(title: string | null | undefined): void {
  const storeName = useSite()?.name;
  const home = useLocation().pathname === '/';
  useEffect(() => {
    if (title && storeName) document.title = pageTitle(home ? null : title, storeName);
  }, [title, storeName, home]);
}
