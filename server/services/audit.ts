// The audit trail: every owner change to the catalog is recorded in the transaction that makes it — who (the owner,
// or the command line), when, what (an action on an entity) and the entity before and after. Admins read it.
import type { Prisma, Tx } from '../db/client.ts';
import type { OwnerIdentity, ServiceContext } from './context.ts';

/** Who changes things: an owner of the website, or (owner null) the command line. */
export type OwnerContext = ServiceContext & { owner: Pick<OwnerIdentity, 'id' | 'email'> | null };

export type Change = {
  /** e.g. "product.create". */
  action: string;
  entityType:
    | 'Product'
    | 'ProductVariant'
    | 'Collection'
    | 'ProductImage'
    | 'ProductReview'
    | 'Import'
    | 'Website'
    | 'Item'
    | 'ItemComment'
    | 'OwnerRole'
    | 'Coupon'
    | 'ShippingOption'
    | 'TaxRule'
    | 'CustomForm';
  entityId: string;
  before?: unknown;
  after?: unknown;
};

const json = (value: unknown) =>
  value === undefined || value === null ? undefined : (JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue);

/** Records changes made by the context's owner, in the transaction that makes them. */
export async function recordChanges(tx: Tx, ctx: Pick<OwnerContext, 'website' | 'owner'>, changes: Change[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.auditEntry.createMany({
    data: changes.map((c) => ({
      websiteId: ctx.website.id,
      ownerAccountId: ctx.owner?.id ?? null,
      actor: ctx.owner?.email ?? 'command line',
      action: c.action,
      entityType: c.entityType,
      entityId: c.entityId,
      before: json(c.before),
      after: json(c.after),
    })),
  });
}

type Query<T> = Omit<T, 'where'>;
export type AuditFilter = { entityType?: string | null; entityId?: string | null; action?: string | null };

/** The website's audit entries, newest first. */
export const listAuditEntries = <Q extends Query<Prisma.AuditEntryFindManyArgs>>(ctx: ServiceContext, filter: AuditFilter, query?: Q) =>
  ctx.db.auditEntry.findMany({
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    ...(query as object),
    where: {
      websiteId: ctx.website.id,
      ...(filter.entityType ? { entityType: filter.entityType } : {}),
      ...(filter.entityId ? { entityId: filter.entityId } : {}),
      ...(filter.action ? { action: filter.action } : {}),
    },
  });
