// The header's account link (an icon on phones, with its words for screen readers): 'Account' when the SiteUserInfo cookie says a shopper is signed in, else 'Sign in'.

import { ACCOUNT_TEXT } from '../../../domain/messages.ts';
import { Link } from '../lib/router.tsx';
import { useSiteUserInfo } from '../lib/site-user-info.ts';
import { AccountIcon } from './theme/icons.tsx';

export function AccountLink() {
  const { authenticated } = useSiteUserInfo();
  return (
    <Link to="/account" className="icon-link account-link">
      <AccountIcon />
      <span className="icon-link__text">{authenticated ? ACCOUNT_TEXT.account : ACCOUNT_TEXT.signIn}</span>
    </Link>
  );
}
