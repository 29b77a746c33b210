// Site form notification: a new submission, every answer in form order, sent to the form's notification address.
import { displayAnswers } from '../../../domain/form-answers-display.ts';
import { type FieldValue, parseFormField } from '../../../domain/form-fields.ts';
import { html, layout, textBody } from './html.ts';
import { type EmailTemplate, formatDateTime, found, payloadId, UndeliverableError } from './template-kit.ts';

export const formNotificationEmail: EmailTemplate = async (ctx, payload) => {
  const submission = found(
    await ctx.db.formSubmission.findFirst({
      where: { id: payloadId(payload, 'submissionId'), websiteId: ctx.websiteId },
      include: { form: { include: { fields: { orderBy: { position: 'asc' } } } } },
    }),
    'The form submission',
  );
  const form = submission.form;
  if (!form.notifyEmail) throw new UndeliverableError(`The form "${form.name}" has no notification address.`);
  const values = (submission.values && typeof submission.values === 'object' ? submission.values : {}) as Record<string, FieldValue>;
  const answers = displayAnswers(form.fields.map(parseFormField), values);
  const when = formatDateTime(ctx, submission.createdAt);
  const title = `New submission: ${form.name}`;
  const text = textBody(ctx.store, [
    `${form.name} received a submission on ${when}.`,
    ...(submission.pageUrl ? [`Page: ${submission.pageUrl}`] : []),
    '',
    ...answers.flatMap((a) => [`${a.title}:`, ...a.lines.map((l) => `  ${l}`), '']),
  ]);
  const body = html`<p>${form.name} received a submission on ${when}.</p>
${submission.pageUrl ? html`<p style="color:#666">Page: ${submission.pageUrl}</p>` : ''}
<dl>${answers.map(
    (a) =>
      html`<dt style="font-weight:bold;margin-top:12px">${a.title}</dt>${a.lines.map((l) => html`<dd style="margin:2px 0 0 0">${l}</dd>`)}`,
  )}</dl>`;
  const subject = form.notifySubject ?? `${title} — ${ctx.store.name}`;
  return { to: form.notifyEmail, subject, text, html: layout(ctx.store, title, body) };
};
