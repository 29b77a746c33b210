// The storefront's routing, on wouter (a router of a few KiB: React Router was about a sixth of every page's script).
// The screens use it in the shapes they always had: the location as { pathname, search }, navigate(to, { replace }),
// route parameters decoded, links that say when they lead to the current page. The owner console keeps React Router
// (its own bundle).
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, Redirect, useParams as useRouteParams, useSearch, useLocation as useWouterLocation } from 'wouter';
import { decodeComponent } from './uri.ts';

export { Link, Route, Router, Switch, useSearchParams } from 'wouter';

export type Location = { pathname: string; search: string };

/** The current path and query (`search` with its `?`, or empty). */
export function useLocation(): Location {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  return { pathname, search: search ? `?${search}` : '' };
}

export type NavigateFunction = (to: string, options?: { replace?: boolean }) => void;

/** Moves to another path of the site without loading a page. */
export function useNavigate(): NavigateFunction {
  return useWouterLocation()[1];
}

/** The matched route's parameters, decoded (the address holds them percent-encoded). */
export function useParams(): Record<string, string | undefined> {
  const params = useRouteParams() as Record<string, string | undefined>;
  const decoded: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(params)) decoded[key] = value === undefined ? value : decodeComponent(value);
  return decoded;
}

type NavLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; children: ReactNode };

/** A link that is marked (aria-current="page", class "active") on its page and the pages under it. */
export function NavLink({ to, className, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const base = to.replace(/\/+$/, '');
  const here = pathname === to || (base !== '' && pathname.startsWith(`${base}/`));
  const classes = [className, here ? 'active' : null].filter(Boolean).join(' ') || undefined;
  return <Link to={to} aria-current={here ? 'page' : undefined} className={classes} {...props} />;
}

/** Replaces the current path with another (a redirect inside the app). */
export function Navigate({ to }: { to: string }) {
  return <Redirect to={to} replace />;
}
