// Owners' tax rules (settings:write): list, create, change, delete. Carts apply them by destination (schema/cart.ts).
import type { TaxRule } from '../server/db/generated/postgresql/client.ts';
import { createTaxRule, deleteTaxRule, listTaxRules, updateTaxRule } from '../server/services/checkout-rules/tax-rules.ts';
import type { Result } from '../server/services/user-errors.ts';
import { builder } from './builder.ts';
import { payloadOf, payloadRef } from './payload.ts';
import { DeletePayload, deletePayload } from './product-admin.ts';

const TaxRuleRef = builder.prismaObject('TaxRule', {
  description: "A tax checkout adds for carts shipping to its country (and region): rateBps of the taxed lines' price after discounts.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    country: t.exposeString('country', { description: 'ISO country code.' }),
    region: t.exposeString('region', { nullable: true, description: 'Subdivision code (NY, ON …); null: the whole country.' }),
    rateBps: t.exposeInt('rateBps', { description: 'Basis points (825 = 8.25%).' }),
    appliesToPhysical: t.exposeBoolean('appliesToPhysical'),
    appliesToDigital: t.exposeBoolean('appliesToDigital'),
    appliesToService: t.exposeBoolean('appliesToService'),
    taxShipping: t.exposeBoolean('taxShipping', { description: 'Whether the shipping cost is taxed too.' }),
  }),
});

const TaxRuleInput = builder.inputType('TaxRuleInput', {
  description: 'Absent fields stay as they are (on create: their defaults).',
  fields: (t) => ({
    name: t.string({ description: 'Required on create; up to 100 characters.' }),
    country: t.string({ description: 'Required on create: a two-letter ISO code (any case).' }),
    region: t.string({ description: 'null: the whole country. Where the country lists subdivisions, one of them (code or name).' }),
    rateBps: t.int({ description: 'Required on create: 0 to 10000 basis points.' }),
    appliesToPhysical: t.boolean({ description: 'Default true.' }),
    appliesToDigital: t.boolean({ description: 'Default false.' }),
    appliesToService: t.boolean({ description: 'Default false.' }),
    taxShipping: t.boolean({ description: 'Default false.' }),
  }),
});

const TaxRulePayload = payloadRef('TaxRulePayload', 'taxRule', TaxRuleRef);

const payload = (r: Result<{ taxRule: TaxRule }>) => payloadOf('taxRule', r);
const settings = { authScopes: { can: 'settings:write' as const } };

builder.queryFields((t) => ({
  taxRules: t.prismaField({
    ...settings,
    type: ['TaxRule'],
    description: "The website's tax rules by country, region and name (at most 500).",
    resolve: (_query, _root, _args, ctx) => listTaxRules(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createTaxRule: t.field({
    ...settings,
    type: TaxRulePayload,
    args: { input: t.arg({ type: TaxRuleInput, required: true }) },
    resolve: async (_root, { input }, ctx) => payload(await createTaxRule(ctx, input)),
  }),
  updateTaxRule: t.field({
    ...settings,
    type: TaxRulePayload,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: TaxRuleInput, required: true }) },
    resolve: async (_root, { id, input }, ctx) => payload(await updateTaxRule(ctx, id, input)),
  }),
  deleteTaxRule: t.field({
    ...settings,
    type: DeletePayload,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => deletePayload(await deleteTaxRule(ctx, id)),
  }),
}));
