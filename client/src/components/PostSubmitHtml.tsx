// The store's post-submit HTML of a form (spec §4 "Form submission"): shown after success, with its scripts run
// again (inserted scripts do not run by themselves). The page's Content-Security-Policy still decides which may run.
import { useEffect, useRef } from 'react';

export function PostSubmitHtml({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = ref.current;
    if (!host) return;
    host.innerHTML = html;
    for (const old of host.querySelectorAll('script')) {
      const script = document.createElement('script');
      for (const { name, value } of old.attributes) script.setAttribute(name, value);
      script.textContent = old.textContent;
      old.replaceWith(script);
    }
  }, [html]);
  return <div ref={ref} className="form-block__post-submit" />;
}
