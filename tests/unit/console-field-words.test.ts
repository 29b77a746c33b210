// Every refusal an owner sees is in words, with the field's label, never a path (client/src/console/shared/field-words.ts):
// every input field of every mutation of the API, at any depth, refused as the API words it, reads as words.
import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLInputType, getNamedType, isInputObjectType, isListType, isNonNullType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fieldLabel, ownerMessage } from '../../client/src/console/shared/field-words.ts';

const schema = buildSchema(readFileSync('schema/schema.graphql', 'utf8'));

/** Every path a refusal of `type`'s fields can name under `at` (a list's entries as their first index). */
function pathsOf(type: GraphQLInputType, at: string, depth: number): string[] {
  const inner = isNonNullType(type) ? type.ofType : type;
  const listed = isListType(inner);
  const named = getNamedType(type);
  const here = listed ? `${at}.0` : at;
  if (!isInputObjectType(named) || depth > 4) return [at];
  return [at, ...Object.values(named.getFields()).flatMap((f) => pathsOf(f.type, `${here}.${f.name}`, depth + 1))];
}

const mutationPaths = Object.values(schema.getMutationType()?.getFields() ?? {}).flatMap((field) =>
  field.args.flatMap((arg) => pathsOf(arg.type, arg.name, 0)),
);

describe('refusals in the owner’s words', () => {
  it('walks every input field of every mutation', () => {
    expect(mutationPaths.length).toBeGreaterThan(300);
  });

  it('a refused field of any mutation reads with its label, never its path', () => {
    for (const path of mutationPaths) {
      for (const refused of [`${path}: give a value.`, `${path} is required.`, `${path} can be at most 200 characters.`]) {
        const words = ownerMessage(refused);
        if (path.includes('.')) expect(words, refused).not.toContain(path);
        const label = words.replace(/(: Give a value\.| is required\.| can be at most 200 characters\.)$/, '');
        expect(label, refused).toBe(fieldLabel(path));
        expect(label, refused).toMatch(/^[A-Z][A-Za-z0-9 ,()/'-]*$/); // words: no dots, no camelCase below
        expect(label, refused).not.toMatch(/[a-z][A-Z]/);
      }
    }
  });

  it('names the fields as the console’s forms do, and which entry of a list', () => {
    expect(ownerMessage('input.title cannot be blank.')).toBe('Name cannot be blank.');
    expect(ownerMessage('input.kind must be one of "PERCENTAGE", "FIXED_AMOUNT", "FREE_SHIPPING".')).toBe(
      'Kind must be one of "PERCENTAGE", "FIXED_AMOUNT", "FREE_SHIPPING".',
    );
    expect(ownerMessage('input.title: give a title.')).toBe('Name: Give a title.');
    expect(ownerMessage('input.variants.0.priceCents is required.')).toBe('Price (variant 1) is required.');
    expect(ownerMessage('input.variants.2.salePriceCents: must be a whole number.')).toBe(
      'Sale price (variant 3): Must be a whole number.',
    );
    expect(ownerMessage('input.urlSlug: use letters, digits and hyphens.')).toBe('URL slug: Use letters, digits and hyphens.');
    expect(ownerMessage('email is required.')).toBe('Email is required.');
  });

  it('leaves sentences alone', () => {
    for (const sentence of ['This URL slug already exists', 'Note: the store is closed.', 'Refund between 1 and 3000 minor units.'])
      expect(ownerMessage(sentence)).toBe(sentence);
  });
});
