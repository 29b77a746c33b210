// Safe HTML for emails: the `html` tag escapes every interpolated value unless it is already SafeHtml, and the
// layout wraps a template's body with the store's name and link. Plain-text bodies get the same footer.
import { escapeHtml } from '../../../domain/escape-html.ts';

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

function piece(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(piece).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** html`<a href="${url}">${name}</a>`: values are escaped (attributes too); SafeHtml and arrays of it pass as is. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += piece(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Only http(s) links get an href; anything else (javascript:, data:) is shown as text. */
export function link(url: string, label: string): SafeHtml {
  return /^https?:\/\//i.test(url) ? html`<a href="${url}" style="color:#111">${label}</a>` : html`${label}`;
}

export type StoreIdentity = { name: string; origin: string };

/** A complete HTML document: store name as header, the body, and a footer linking back to the store. */
export function layout(store: StoreIdentity, title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html>
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body style="margin:0;padding:24px;background:#f6f6f6;font-family:Helvetica,Arial,sans-serif;color:#111">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${link(store.origin, store.name)}</h1>
${body}
<p style="margin-top:32px;font-size:12px;color:#666">${link(store.origin, store.origin)}</p>
</div>
</body>
</html>
`.value;
}

/** Plain-text body: the lines, a blank line, the store's name and address. */
export function textBody(store: StoreIdentity, lines: readonly string[]): string {
  return `${[...lines, '', '—', store.name, store.origin].join('\n')}\n`;
}
