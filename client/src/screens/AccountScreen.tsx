// The account page: who is signed in with a way to sign out, or the sign-in and create-account forms.
import { useQuery } from '@apollo/client/react';
import { ACCOUNT_TEXT, signedInAsText } from '../../../domain/messages.ts';
import { PageType } from '../../../domain/site-structure.ts';
import { usePageView } from '../analytics/page-view.ts';
import { LoadError, Loading } from '../components/LoadStatus.tsx';
import { SignInForm } from '../components/SignInForm.tsx';
import { SignOutButton } from '../components/SignOutButton.tsx';
import { SignUpForm } from '../components/SignUpForm.tsx';
import { CurrentSiteUserDocument } from '../graphql/generated/documents/CurrentSiteUserQuery.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function AccountScreen() {
  const { data, loading } = useQuery(CurrentSiteUserDocument);
  useDocumentTitle(ACCOUNT_TEXT.account);
  usePageView({ pageType: PageType.PAGE, ready: Boolean(data) });
  // While a sign-in or sign-out refetches the user, keep showing what is there.
  if (!data) return loading ? <Loading /> : <LoadError />;

  const siteUser = data.currentSiteUser;
  return (
    <main id="content" className="page account" data-page-type={PageType.PAGE}>
      <h1>{ACCOUNT_TEXT.account}</h1>
      {siteUser ? (
        <section className="account__signed-in">
          <p>{signedInAsText(siteUser.email)}</p>
          <SignOutButton />
        </section>
      ) : (
        <div className="account__forms">
          <SignInForm />
          <SignUpForm />
        </div>
      )}
    </main>
  );
}
