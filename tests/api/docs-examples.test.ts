// The GraphQL examples in the docs are real: every operation in a ```graphql block of docs/*.md parses and validates
// against the schema the server serves.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DocumentNode, Kind, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../schema/index.ts';

const DOCS = join(import.meta.dirname, '../../docs');

function examples(file: string): string[] {
  const text = readFileSync(join(DOCS, file), 'utf8');
  return [...text.matchAll(/```graphql\n([\s\S]*?)```/g)].map((m) => m[1]);
}

describe.each(readdirSync(DOCS).filter((f) => f.endsWith('.md') && examples(f).length > 0))('%s', (file) => {
  it('every GraphQL example validates against the schema', () => {
    for (const block of examples(file)) {
      const document = parse(block);
      // Examples list several operations per block, each to be run on its own.
      for (const definition of document.definitions) {
        const single: DocumentNode = { kind: Kind.DOCUMENT, definitions: [definition] };
        const errors = validate(schema, single).map((e) => e.message);
        expect({ example: block.slice(definition.loc?.start ?? 0, definition.loc?.end), errors }).toEqual({
          example: block.slice(definition.loc?.start ?? 0, definition.loc?.end),
          errors: [],
        });
      }
    }
  });
});
