// What recording and settling orders needs: the database, the website, the payment provider, and the catalog's
// change events and memo. A request's context has all of it; background jobs build one per website.
import type { ServiceContext } from '../context.ts';

export type OrderContext = Pick<ServiceContext, 'db' | 'website' | 'events' | 'catalog' | 'payments'>;
