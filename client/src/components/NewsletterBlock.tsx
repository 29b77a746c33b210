// The site's newsletter sign-up (its newsletter form, or the form given) as a form block: no scroll notices, and
// nothing at all while it loads or when the site has no newsletter form.
import { useQuery } from '@apollo/client/react';
import { SiteFormDocument } from '../graphql/generated/documents/SiteFormQuery.ts';
import { FormBlock } from './FormBlock.tsx';

export const NEWSLETTER_SUBMIT_LABEL = 'Sign Up';

export function NewsletterBlock({ formId }: { formId?: string }) {
  const { data } = useQuery(SiteFormDocument, { variables: formId ? { id: formId } : { kind: 'NEWSLETTER' } });
  if (!data?.siteForm) return null;
  return <FormBlock form={data.siteForm} captchaSettings={data.website.captchaSettings} submitLabel={NEWSLETTER_SUBMIT_LABEL} />;
}
