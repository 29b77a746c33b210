// The contact page (/contact, page type page): the website's contact form as a form block with its own page title.
import { useQuery } from '@apollo/client/react';
import { FORM_NOT_CONFIGURED_MESSAGE } from '../../../domain/messages.ts';
import { CONTACT_TITLE, PageType } from '../../../domain/site-structure.ts';
import { usePageView } from '../analytics/page-view.ts';
import { FormBlock } from '../components/FormBlock.tsx';
import { LoadError, Loading } from '../components/LoadStatus.tsx';
import { SiteFormDocument } from '../graphql/generated/documents/SiteFormQuery.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** The website's contact form. */
export function ContactScreen() {
  const { data, loading, error } = useQuery(SiteFormDocument, { variables: { kind: 'CONTACT' } });
  useDocumentTitle(data ? (data.siteForm?.name ?? CONTACT_TITLE) : null);
  usePageView({ pageType: PageType.PAGE, ready: Boolean(data) });
  if (loading) return <Loading />;
  if (error || !data) return <LoadError />;
  return (
    <main id="content" className="page contact-page" data-page-type={PageType.PAGE}>
      {data.siteForm ? (
        <FormBlock form={data.siteForm} captchaSettings={data.website.captchaSettings} headingLevel={1} />
      ) : (
        <>
          <h1>{CONTACT_TITLE}</h1>
          <p role="alert">{FORM_NOT_CONFIGURED_MESSAGE}</p>
        </>
      )}
    </main>
  );
}
