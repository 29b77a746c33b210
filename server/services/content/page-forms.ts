// The site forms a page shows, as its `?format=json` carries them (docs/api.md "Page JSON"): third-party scripts take
// a form's id and fields from there for FormSubmissionKey → SaveFormSubmission and /api/rest/forms/validate/{formId},
// as they do from Squarespace's page JSON. Each form once, in the order the page shows them; at most one per block.
import { type FormSchema, formSchemaType } from '../../../domain/form-schema.ts';
import type { ServiceContext } from '../context.ts';
import { formSchemaOf } from '../site-forms.ts';
import { storedBlocks } from './block-views.ts';

/** The page's form blocks' and newsletter blocks' forms (the website's newsletter form for the latter). */
export async function pageForms(ctx: ServiceContext, blocks: unknown): Promise<FormSchema[]> {
  const forms: FormSchema[] = [];
  const asked = new Set<string>();
  for (const block of storedBlocks(blocks)) {
    // Each form is read once, however many blocks show it.
    const key = block.type === 'form' ? `form ${block.data.formId}` : block.type === 'newsletter' ? 'newsletter' : null;
    if (key === null || asked.has(key)) continue;
    asked.add(key);
    const form = block.type === 'form' ? await formById(ctx, block.data.formId) : await formSchemaOf(ctx, 'newsletter');
    if (form && !forms.some((f) => f.id === form.id)) forms.push(form);
  }
  return forms;
}

/** The contact page's form (the website's contact form), as a list. */
export async function contactForms(ctx: ServiceContext): Promise<FormSchema[]> {
  const form = await formSchemaOf(ctx, 'contact');
  return form ? [form] : [];
}

async function formById(ctx: ServiceContext, id: string): Promise<FormSchema | null> {
  const row = await ctx.db.customForm.findFirst({ where: { id, websiteId: ctx.website.id }, select: { kind: true } });
  const type = row ? formSchemaType(row.kind) : null;
  return type ? formSchemaOf(ctx, type, id) : null;
}
