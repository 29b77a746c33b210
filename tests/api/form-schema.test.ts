// GET /api/template/GetTemplateSchema (spec §7): the schema of a form type's form for the form block — fields in
// order with types, labels, required flags, value shapes and options; 400 for a request naming no form type, 404 for a
// form type or form the website does not have; bounded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_TYPE_MESSAGE, MAX_FORM_SCHEMA_FIELDS } from '../../domain/form-schema.ts';
import { FORM_NOT_CONFIGURED_MESSAGE } from '../../domain/messages.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const schemaOf = async (query: string) => {
  const res = await t.request(`/api/template/GetTemplateSchema${query}`);
  return { status: res.status, body: (await res.json()) as any };
};

describe('GetTemplateSchema', () => {
  it("answers the website's contact form: its settings and its fields in order, with types, labels, required flags and options", async () => {
    const { status, body } = await schemaOf('?type=contact');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 'form-contact',
      type: 'contact',
      name: 'Contact us',
      submissionMessage: 'Thank you! We will be in touch soon.',
      captchaRequired: false,
      truncated: false,
    });
    expect(body).not.toHaveProperty('notifyEmail');
    const rows = await t.db.customFormField.findMany({ where: { formId: 'form-contact' }, orderBy: { position: 'asc' } });
    expect(body.fields.map((f: { id: string }) => f.id)).toEqual(rows.map((r) => r.id));
    expect(body.fields.map(({ id: _, ...f }: Record<string, unknown>) => f)).toEqual([
      { type: 'name', title: 'Name', description: '', required: true, valueShape: 'parts', parts: ['First', 'Last'] },
      { type: 'email', title: 'Email', description: '', required: true, valueShape: 'text' },
      {
        type: 'phone',
        title: 'Phone',
        description: '',
        required: false,
        valueShape: 'parts',
        parts: ['Country', 'Areacode', 'Prefix', 'Line'],
      },
      {
        type: 'select',
        title: 'Topic',
        description: '',
        required: true,
        valueShape: 'text',
        choices: ['Order', 'Product question', 'Other'],
      },
      { type: 'textarea', title: 'Message', description: '', required: true, valueShape: 'text', maxLength: 500 },
      { type: 'hidden', title: 'source', description: '', required: false, valueShape: 'text', defaultValue: 'website' },
    ]);
  });

  it('names the form by formId within its type (any case); a likert field lists its scale from Strongly Disagree to Strongly Agree', async () => {
    await t.db.customFormField.create({
      data: {
        websiteId: 'site-demo',
        formId: 'form-engraving',
        type: 'likert',
        title: 'How did we do?',
        position: 3,
        options: { questions: ['Speed'] },
      },
    });
    const { status, body } = await schemaOf('?type=PRODUCT&formId=form-engraving');
    expect(status).toBe(200);
    expect(body.fields.map((f: { title: string }) => f.title)).toEqual(['Engraving text', 'Font', 'Extras', 'How did we do?']);
    expect(body.fields[3]).toMatchObject({
      valueShape: 'map',
      questions: ['Speed'],
      scale: [
        { value: '-2', label: 'Strongly Disagree' },
        { value: '-1', label: 'Disagree' },
        { value: '0', label: 'Neutral' },
        { value: '1', label: 'Agree' },
        { value: '2', label: 'Strongly Agree' },
      ],
    });
  });

  it("a request naming no form type answers 400 with a clear message; an unknown form answers 404 'This form has not been configured yet.'", async () => {
    for (const query of ['', '?type=survey', `?type=${'x'.repeat(40)}`, `?type=contact&formId=${'x'.repeat(65)}`])
      expect((await schemaOf(query)).status).toBe(400);
    expect((await schemaOf('?type=survey')).body).toEqual({ error: FORM_TYPE_MESSAGE });
    expect(FORM_TYPE_MESSAGE).toBe('Name a form type: contact, newsletter, product.');
    // A form of another type, of another website, or none at all.
    for (const query of ['?type=contact&formId=form-newsletter', '?type=contact&formId=nope'])
      expect(await schemaOf(query)).toEqual({ status: 404, body: { error: FORM_NOT_CONFIGURED_MESSAGE } });
    expect((await t.request('/api/template/GetTemplateSchema?type=contact&formId=form-contact', { host: 'jp.localhost' })).status).toBe(
      404,
    );
  });

  it(`lists at most ${MAX_FORM_SCHEMA_FIELDS} fields and says it left the rest out`, async () => {
    const form = await t.db.customForm.create({ data: { websiteId: 'site-demo', name: 'Long survey', kind: 'CONTACT' } });
    await t.db.customFormField.createMany({
      data: Array.from({ length: MAX_FORM_SCHEMA_FIELDS + 1 }, (_, i) => ({
        websiteId: 'site-demo',
        formId: form.id,
        type: 'text',
        title: `Q${i}`,
        position: i,
      })),
    });
    const { body } = await schemaOf(`?type=contact&formId=${form.id}`);
    expect(body.fields).toHaveLength(MAX_FORM_SCHEMA_FIELDS);
    expect(body.fields.at(-1).title).toBe(`Q${MAX_FORM_SCHEMA_FIELDS - 1}`);
    expect(body.truncated).toBe(true);
  });
});
