// Sends the visitor on to another path of the site: in the browser by the router; on the server (entry-server.tsx
// provides ServerRedirect) by noting the path, so the server answers with an HTTP redirect instead of a blank page.
import { createContext, useContext } from 'react';
import { Navigate } from './router.tsx';

export type RedirectNote = { to: string | null };

export const ServerRedirect = createContext<RedirectNote | null>(null);

export function Redirect({ to }: { to: string }) {
  const server = useContext(ServerRedirect);
  if (!server) return <Navigate to={to} />;
  server.to = to;
  return null;
}
