// The request context every resolver and REST shim receives: the database, the website (tenant), the visitor.
import type { Db } from '../db/client.ts';
import type { Website } from '../db/generated/postgresql/client.ts';

export type Visitor = {
  /** The visitor id from the ss_cvr cookie, when the visitor has one. */
  id: string | null;
  /** The visitor's crumb (CSRF token), issued on storefront GETs. */
  crumb: string | null;
};

/** What services need: the database and the tenant every query is scoped by. */
export type ServiceContext = {
  db: Db;
  website: Website;
};

export type RequestContext = ServiceContext & {
  requestId: string;
  visitor: Visitor;
};
