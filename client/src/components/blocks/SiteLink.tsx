// A link a block points at: a path on this site goes through the router, an address elsewhere is a plain link
// (in a new tab when the owner asked, with noopener).
import type { ReactNode } from 'react';
import { Link } from '../../lib/router.tsx';

export function SiteLink({
  to,
  newWindow = false,
  className,
  children,
}: {
  to: string;
  newWindow?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const target = newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (to.startsWith('/') && !newWindow)
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={to} className={className} {...target}>
      {children}
    </a>
  );
}
