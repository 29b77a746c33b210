// What a template render does for visitors, start to end, on the template worker (render-pool.ts): render with the
// page's JSON; render again without the tags whose formatter is unknown (the engine would leave them as text), in
// what is left of the same time budget; sanitise (template-html.ts); refuse HTML that sanitising grew past the output
// limit. The owner's problems are those of the first render.
import { OUTPUT_LIMIT_MESSAGE } from '../../../domain/limit-messages.ts';
import { MAX_TEMPLATE_OUTPUT_LENGTH, MAX_TEMPLATE_RENDER_MS } from '../../../domain/store-limits.ts';
import { sanitizeTemplateHtml } from '../content/template-html.ts';
import { type RenderResult, renderTemplate } from './render.ts';
import type { TemplateError } from './template-errors.ts';

/** One render asked of the worker: owner text with a page's JSON ('visitors'), or text alone for its problems ('check'). */
export type TemplateJob = { mode: 'visitors' | 'check'; text: string; data: unknown; locale: string };

/** The text without the tags whose formatter is unknown, so that visitors do not see them. */
export function withoutUnknownFormatters(text: string, errors: TemplateError[]): string {
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const tags = new Map<number, number>();
  for (const e of errors) {
    if (e.kind !== 'unknown-formatter' || e.partial !== undefined || e.line < 1 || e.line > lineStarts.length) continue;
    const start = lineStarts[e.line - 1] + e.column - 1;
    const end = text.indexOf('}', start);
    const lineEnd = text.indexOf('\n', start);
    if (text[start] !== '{' || end === -1 || (lineEnd !== -1 && lineEnd < end)) continue;
    tags.set(start, end + 1);
  }
  let out = text;
  for (const [start, end] of [...tags].sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
  return out;
}

/** The HTML visitors may see of `text` rendered with `data`, and the problems of the render for the owner. */
export function renderForVisitors(text: string, data: unknown, locale: string): RenderResult {
  const started = Date.now();
  const result = renderTemplate(text, data, { locale });
  const shown = withoutUnknownFormatters(text, result.errors);
  const timeMs = Math.max(0, MAX_TEMPLATE_RENDER_MS - (Date.now() - started));
  const html = sanitizeTemplateHtml(shown === text ? result.html : renderTemplate(shown, data, { locale, timeMs }).html);
  if (html.length <= MAX_TEMPLATE_OUTPUT_LENGTH) return { html, errors: result.errors };
  return { html: '', errors: [...result.errors, { line: 0, column: 0, message: OUTPUT_LIMIT_MESSAGE, kind: 'limit' }] };
}

/** What the worker answers for one job. */
export function runTemplateJob(job: TemplateJob): RenderResult {
  if (job.mode === 'check') return { html: '', errors: renderTemplate(job.text, {}, { locale: job.locale }).errors };
  return renderForVisitors(job.text, job.data, job.locale);
}
