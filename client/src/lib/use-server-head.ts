// The head elements the server wrote for the first page (description, canonical URL, Open Graph, JSON-LD; marked
// data-page-head) describe that page only: once the shopper moves to another path in the app they are removed, so
// nothing in the document describes a page it no longer shows. Titles are kept up by useDocumentTitle.
import { useEffect, useRef } from 'react';
import { useLocation } from './router.tsx';

export function useServerHead(): void {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    for (const element of document.head.querySelectorAll('[data-page-head]')) element.remove();
  }, [pathname]);
}
