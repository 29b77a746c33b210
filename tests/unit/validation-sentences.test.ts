// Every refusal the validation layer gives is one readable sentence naming the field once — never a validator's
// default text (`Invalid option: expected one of …`, `Too big: expected string to have <=200 characters`) nor a
// doubled path — and a null where a field takes none is read as the field left out (server/services/validation.ts).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseWith } from '../../server/services/validation.ts';

const Input = z.object({
  title: z.string().trim().min(1).max(200),
  kind: z.enum(['PERCENTAGE', 'FIXED_AMOUNT']),
  count: z.int().min(0).max(1000).optional(),
  active: z.boolean().optional(),
  tags: z.array(z.string()).min(1).max(3).optional(),
  email: z.email().optional(),
  note: z.string().nullable().optional(),
  items: z.array(z.object({ id: z.string().refine((v) => v.trim() !== '', 'is required.'), label: z.string().optional() })).optional(),
  own: z
    .string()
    .refine((v) => v !== 'x', 'Choose something other than x.')
    .optional(),
});

const messages = (value: unknown) => {
  const parsed = parseWith(Input, value, 'input');
  return parsed.ok ? [] : parsed.issues.map((i) => i.message);
};

describe('refusals read as sentences naming the field', () => {
  it('a missing required field is required', () => {
    expect(messages({ kind: 'PERCENTAGE' })).toEqual(['input.title is required.']);
  });

  it('sizes, types, options and formats in words, the field named once', () => {
    expect(messages({ title: 'x'.repeat(201), kind: 'PERCENTAGE' })).toEqual(['input.title can be at most 200 characters.']);
    expect(messages({ title: ' ', kind: 'PERCENTAGE' })).toEqual(['input.title cannot be empty.']);
    expect(messages({ title: 'T', kind: 'HALF' })).toEqual(['input.kind must be one of "PERCENTAGE", "FIXED_AMOUNT".']);
    expect(messages({ title: 'T', kind: 'PERCENTAGE', count: 1.5 })).toEqual(['input.count must be a whole number.']);
    expect(messages({ title: 'T', kind: 'PERCENTAGE', count: 1001 })).toEqual(['input.count can be at most 1000.']);
    expect(messages({ title: 'T', kind: 'PERCENTAGE', count: -1 })).toEqual(['input.count must be at least 0.']);
    expect(messages({ title: 'T', kind: 'PERCENTAGE', active: 'yes' })).toEqual(['input.active must be true or false.']);
    expect(messages({ title: 'T', kind: 'PERCENTAGE', tags: [] })).toEqual(['input.tags needs at least one item.']);
    expect(messages({ title: 'T', kind: 'PERCENTAGE', tags: ['a', 'b', 'c', 'd'] })).toEqual(['input.tags can have at most 3 items.']);
    expect(messages({ title: 'T', kind: 'PERCENTAGE', email: 'nope' })).toEqual(['input.email must be an email address.']);
    expect(messages({ title: 7, kind: 'PERCENTAGE' })).toEqual(['input.title must be text.']);
  });

  it("a schema's own fragment follows the field's name; its own full sentence is kept as it is", () => {
    expect(messages({ title: 'T', kind: 'PERCENTAGE', items: [{ id: ' ' }] })).toEqual(['input.items.0.id is required.']);
    expect(messages({ title: 'T', kind: 'PERCENTAGE', own: 'x' })).toEqual(['Choose something other than x.']);
  });

  it('no message carries a validator default or the path twice', () => {
    const all = messages({ title: 'x'.repeat(300), kind: 'NOPE', count: 'many', active: 3, tags: [], email: 'a', items: [{}] });
    expect(all).toHaveLength(7);
    for (const m of all) {
      expect(m).not.toMatch(/Invalid (input|option)|expected|received|Too (big|small)|<=|>=/);
      const path = m.split(' ')[0] as string;
      expect(m.indexOf(path, path.length), m).toBe(-1);
    }
  });
});

describe('a null where the field takes none is the field left out', () => {
  it('an optional field sent as null takes its default; a nullable one keeps its null', () => {
    const parsed = parseWith(Input, {
      title: 'T',
      kind: 'PERCENTAGE',
      active: null,
      count: null,
      note: null,
      items: [{ id: 'a', label: null }],
    });
    expect(parsed).toEqual({ ok: true, data: { title: 'T', kind: 'PERCENTAGE', note: null, items: [{ id: 'a' }] } });
  });

  it('a required field sent as null is required, not of the wrong type', () => {
    expect(messages({ title: null, kind: null })).toEqual(['input.title is required.', 'input.kind is required.']);
  });

  it('a null inside a list is not a field left out: it is refused', () => {
    expect(messages({ title: 'T', kind: 'PERCENTAGE', tags: [null] })).toEqual(['input.tags.0 must be text.']);
  });
});
