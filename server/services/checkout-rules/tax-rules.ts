// Owners' tax rules: checkout taxes a cart by the rules of its destination (domain/cart-totals.ts): a rule of the
// shipping location's country, for the whole country (no region) or for the location's region. Countries and regions
// are stored as the shipping location carries them: ISO codes in upper case, a listed subdivision by its code.
import { z } from 'zod';
import { findSubdivision, subdivisionLabel, subdivisionsOf } from '../../../domain/address.ts';
import { invalidSubdivisionMessage } from '../../../domain/messages.ts';
import { MAX_RULE_NAME_LENGTH, MAX_TAX_RULES } from '../../../domain/store-limits.ts';
import type { TaxRule } from '../../db/generated/postgresql/client.ts';
import { type OwnerContext, recordChanges } from '../audit.ts';
import type { ServiceContext } from '../context.ts';
import { fail, Refused, type Result, type UserError } from '../user-errors.ts';
import { invalidInput, parseWith } from '../validation.ts';
import { changeCheckoutRules } from './rule-changes.ts';
import { countryCode, ruleName } from './shipping-options.ts';

export const NO_SUCH_TAX_RULE = 'No such tax rule.';
export const TOO_MANY_TAX_RULES = `A website can have at most ${MAX_TAX_RULES} tax rules.`;

const TaxRuleChanges = z
  .strictObject({
    name: ruleName,
    country: countryCode,
    region: z.string().trim().max(MAX_RULE_NAME_LENGTH).nullable(),
    rateBps: z.number().int().min(0).max(10_000),
    appliesToPhysical: z.boolean(),
    appliesToDigital: z.boolean(),
    appliesToService: z.boolean(),
    taxShipping: z.boolean(),
  })
  .partial();
const TaxRuleFields = TaxRuleChanges.required({ name: true, country: true, rateBps: true });

const snapshot = ({ id: _id, websiteId: _w, ...rule }: TaxRule) => rule;
type Change = Result<{ taxRule: TaxRule }>;

/** The region as checkout compares it: none for the whole country, a listed subdivision's code, else upper case. */
function regionOf(country: string, region: string | null | undefined): { region: string | null } | { ok: false; userErrors: UserError[] } {
  if (!region) return { region: null };
  if (subdivisionsOf(country).length === 0) return { region: region.toUpperCase() };
  const listed = findSubdivision(country, region);
  if (listed) return { region: listed.code.toUpperCase() };
  return invalidInput([{ field: 'input.region', message: invalidSubdivisionMessage(subdivisionLabel(country)) }]);
}

/** The website's tax rules by country, region and name. */
export const listTaxRules = (ctx: ServiceContext) =>
  ctx.db.taxRule.findMany({
    where: { websiteId: ctx.website.id },
    orderBy: [{ country: 'asc' }, { region: 'asc' }, { name: 'asc' }, { id: 'asc' }],
    take: MAX_TAX_RULES,
  });

const findRule = (ctx: ServiceContext, id: string) => ctx.db.taxRule.findFirst({ where: { id, websiteId: ctx.website.id } });

/** A new rule; it taxes physical products unless told otherwise, and not shipping. */
export async function createTaxRule(ctx: OwnerContext, raw: unknown): Promise<Change> {
  const parsed = parseWith(TaxRuleFields, raw, 'input');
  if (!parsed.ok) return invalidInput(parsed.issues);
  const place = regionOf(parsed.data.country, parsed.data.region);
  if ('ok' in place) return place;
  const websiteId = ctx.website.id;
  return changeCheckoutRules(ctx, async (tx) => {
    if ((await tx.taxRule.count({ where: { websiteId } })) >= MAX_TAX_RULES)
      throw new Refused(fail('INVALID_INPUT', TOO_MANY_TAX_RULES, 'input'));
    const taxRule = await tx.taxRule.create({ data: { ...parsed.data, ...place, websiteId } });
    await recordChanges(tx, ctx, [{ action: 'tax.create', entityType: 'TaxRule', entityId: taxRule.id, after: snapshot(taxRule) }]);
    return { taxRule };
  });
}

/** Changes the given fields; absent ones stay (a region is checked against the rule's country after the change). */
export async function updateTaxRule(ctx: OwnerContext, id: string, raw: unknown): Promise<Change> {
  const parsed = parseWith(TaxRuleChanges, raw, 'input');
  if (!parsed.ok) return invalidInput(parsed.issues);
  const before = await findRule(ctx, id);
  if (!before) return fail('NOT_FOUND', NO_SUCH_TAX_RULE, 'id');
  const place = regionOf(parsed.data.country ?? before.country, parsed.data.region === undefined ? before.region : parsed.data.region);
  if ('ok' in place) return place;
  return changeCheckoutRules(ctx, async (tx) => {
    const taxRule = await tx.taxRule.update({ where: { id }, data: { ...parsed.data, ...place } });
    await recordChanges(tx, ctx, [
      { action: 'tax.update', entityType: 'TaxRule', entityId: id, before: snapshot(before), after: snapshot(taxRule) },
    ]);
    return { taxRule };
  });
}

export async function deleteTaxRule(ctx: OwnerContext, id: string): Promise<Result<{ deletedId: string }>> {
  const before = await findRule(ctx, id);
  if (!before) return fail('NOT_FOUND', NO_SUCH_TAX_RULE, 'id');
  return changeCheckoutRules(ctx, async (tx) => {
    await tx.taxRule.deleteMany({ where: { id, websiteId: ctx.website.id } });
    await recordChanges(tx, ctx, [{ action: 'tax.delete', entityType: 'TaxRule', entityId: id, before: snapshot(before) }]);
    return { deletedId: id };
  });
}
