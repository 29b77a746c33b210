// A site form shown inline (form block 9) and the newsletter sign-up (51) with the block's own words.
import { useQuery } from '@apollo/client/react';
import type { BlockData } from '../../../../domain/block-data.ts';
import { SiteFormDocument } from '../../graphql/generated/documents/SiteFormQuery.ts';
import { FormBlock } from '../FormBlock.tsx';

export function SiteFormBlock({ data }: { data: BlockData<'form'> }) {
  const { data: form } = useQuery(SiteFormDocument, { variables: { id: data.formId } });
  if (!form?.siteForm) return null;
  return (
    <div className="form-block-wrapper">
      {data.title && <h2>{data.title}</h2>}
      <FormBlock form={form.siteForm} captchaSettings={form.website.captchaSettings} headingLevel={data.title ? 3 : 2} />
    </div>
  );
}

export function NewsletterSignUpBlock({ data }: { data: BlockData<'newsletter'> }) {
  const { data: form } = useQuery(SiteFormDocument, { variables: { kind: 'NEWSLETTER' } });
  if (!form?.siteForm) return null;
  return (
    <section className="newsletter-block" aria-label={data.title || form.siteForm.name}>
      {data.title && <h2>{data.title}</h2>}
      {data.description && <p>{data.description}</p>}
      <FormBlock form={form.siteForm} captchaSettings={form.website.captchaSettings} submitLabel={data.buttonText} headingLevel={3} />
      {data.disclaimer && <p className="newsletter-block__disclaimer">{data.disclaimer}</p>}
    </section>
  );
}
