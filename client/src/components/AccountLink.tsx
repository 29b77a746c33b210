// The header's account link: 'Account' when the SiteUserInfo cookie says a shopper is signed in, else 'Sign in'.

import { ACCOUNT_TEXT } from '../../../domain/messages.ts';
import { Link } from '../lib/router.tsx';
import { useSiteUserInfo } from '../lib/site-user-info.ts';

export function AccountLink() {
  const { authenticated } = useSiteUserInfo();
  return (
    <Link to="/account" className="account-link">
      {authenticated ? ACCOUNT_TEXT.account : ACCOUNT_TEXT.signIn}
    </Link>
  );
}
