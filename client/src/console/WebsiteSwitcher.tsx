// Switching website: an owner with roles on several websites opens another one's console at its own host (the
// session cookie belongs to one website's host, so the owner signs in there). Shown only with more than one.
import { useQuery } from '@apollo/client/react';
import { ConsoleWebsitesDocument } from './generated/graphql.ts';

const IP_ADDRESS = /^[\d.]+$|:/;

/** The console's address on the website: a host name rather than an IP address, on this page's scheme and port. */
export function consoleUrl(hostnames: readonly string[], here: { protocol: string; port: string }): string | null {
  const host = hostnames.find((h) => !IP_ADDRESS.test(h)) ?? hostnames[0];
  if (!host) return null;
  return `${here.protocol}//${host}${here.port ? `:${here.port}` : ''}/config`;
}

export function WebsiteSwitcher() {
  const { data } = useQuery(ConsoleWebsitesDocument);
  const websites = data?.ownerWebsites ?? [];
  if (websites.length < 2) return null;
  return (
    <details className="console-websites">
      <summary>Switch website</summary>
      <ul>
        {websites.map((w) => {
          const url = consoleUrl(w.hostnames, window.location);
          const label = `${w.name} (${w.roleName})`;
          return (
            <li key={w.id}>
              {w.current ? (
                <span aria-current="page">{label}, this website</span>
              ) : url ? (
                <a href={url}>{label}</a>
              ) : (
                <span>{label}: no host name</span>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
