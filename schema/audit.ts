// The audit trail of owner changes, for admins (audit:read).
import { listAuditEntries } from '../server/services/audit.ts';
import { builder } from './builder.ts';

builder.prismaObject('AuditEntry', {
  fields: (t) => ({
    id: t.exposeID('id'),
    ownerAccountId: t.exposeID('ownerAccountId', { nullable: true }),
    actor: t.exposeString('actor', { description: 'The owner\'s email, or "command line".' }),
    action: t.exposeString('action', { description: 'e.g. product.create, variant.update, inventory.adjust.' }),
    entityType: t.exposeString('entityType'),
    entityId: t.exposeID('entityId'),
    beforeJson: t.string({
      nullable: true,
      description: 'The entity before the change, as JSON.',
      resolve: (e) => (e.before == null ? null : JSON.stringify(e.before)),
    }),
    afterJson: t.string({
      nullable: true,
      description: 'The entity after the change, as JSON.',
      resolve: (e) => (e.after == null ? null : JSON.stringify(e.after)),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('auditEntries', (t) =>
  t.prismaConnection({
    type: 'AuditEntry',
    cursor: 'id',
    authScopes: { can: 'audit:read' },
    description: 'Owner changes, newest first.',
    args: { entityType: t.arg.string(), entityId: t.arg.id(), action: t.arg.string() },
    resolve: (query, _root, args, ctx) => listAuditEntries(ctx, args, query),
  }),
);
