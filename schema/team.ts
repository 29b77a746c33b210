// The website's team (users:manage): the owners holding a role on it, granting and revoking roles.
import { roleName } from '../domain/permissions.ts';
import { grantRole, listTeamMembers, revokeRole, type TeamMember } from '../server/services/auth/team.ts';
import { builder } from './builder.ts';
import { MutationPayload, ok } from './owner.ts';

const TeamMemberRef = builder.objectRef<TeamMember>('TeamMember').implement({
  description: 'An owner holding a role on this website.',
  fields: (t) => ({
    ownerId: t.exposeID('ownerId'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    roleCode: t.exposeInt('roleCode'),
    roleName: t.string({ resolve: (m) => roleName(m.roleCode) }),
    grantedAt: t.expose('grantedAt', { type: 'DateTime', description: 'When the owner was given this role.' }),
    you: t.exposeBoolean('you', { description: 'Whether this is the signed-in owner.' }),
  }),
});

const manage = { authScopes: { can: 'users:manage' as const } };

builder.queryFields((t) => ({
  teamMembers: t.field({
    ...manage,
    type: [TeamMemberRef],
    description: 'The owners holding a role on this website, by email (at most 200).',
    resolve: (_root, _args, ctx) => listTeamMembers(ctx),
  }),
}));

builder.mutationFields((t) => ({
  grantRole: t.field({
    ...manage,
    type: MutationPayload,
    description: 'Gives an existing owner account a role here. Refused (LAST_ADMIN) when it would leave the website no admin.',
    args: { email: t.arg.string({ required: true }), roleCode: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => ok(await grantRole(ctx, args)),
  }),
  revokeRole: t.field({
    ...manage,
    type: MutationPayload,
    description:
      "Takes an owner's role here away (give email or ownerId), ending their sessions and tokens here. Refused (LAST_ADMIN) for the last admin.",
    args: { email: t.arg.string(), ownerId: t.arg.id() },
    resolve: async (_root, args, ctx) => ok(await revokeRole(ctx, args)),
  }),
}));
