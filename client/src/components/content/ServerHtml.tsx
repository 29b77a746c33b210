// The one place the storefront puts HTML on the page as HTML: markup the server has already sanitised (html,
// markdown and code blocks, players, accordion bodies, item excerpts and bodies — server/services/content/
// render-html.ts). Nothing typed by a visitor or read from elsewhere may come through here.
import type { ElementType } from 'react';

export function ServerHtml({ html, as: Tag = 'div', className }: { html: string; as?: ElementType; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's allow-list before it is sent
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
