// The storefront build's chunk rules (client/chunk-groups.ts): which documents a module takes from the generated
// index, and the check that fails the build when two chunks import each other.
import { expect, it } from 'vitest';
import { chunkCycle, documentsNamed } from '../../client/chunk-groups.ts';

it('reads the documents a module imports from the generated index, by their names (aliases and other names aside)', () => {
  const code = [
    'import { useQuery } from "@apollo/client/react";',
    'import { SiteLayoutDocument, CartFieldsFragmentDoc as Fields,\n  someHelper } from "../graphql/generated/graphql.ts";',
    "import { ShoppingCartDocument } from '../../graphql/generated/graphql.ts';",
    'import { OtherDocument } from "./elsewhere.ts";',
  ].join('\n');
  expect(documentsNamed(code)).toEqual(['SiteLayoutDocument', 'CartFieldsFragmentDoc', 'ShoppingCartDocument']);
});

it('finds no cycle in chunks that import in one direction', () => {
  const bundle = {
    'start.js': { type: 'chunk', imports: ['app.js', 'framework.js'] },
    'app.js': { type: 'chunk', imports: ['common.js', 'framework.js'] },
    'common.js': { type: 'chunk', imports: ['framework.js'] },
    'framework.js': { type: 'chunk', imports: [] },
    'styles.css': { type: 'asset' },
  };
  expect(chunkCycle(bundle)).toBeUndefined();
});

it('names the chunks that import each other, so the build can fail with them', () => {
  const bundle = {
    'start.js': { type: 'chunk', imports: ['app.js'] },
    'app.js': { type: 'chunk', imports: ['shared.js', 'framework.js'] },
    'shared.js': { type: 'chunk', imports: ['framework.js', 'app.js'] },
    'framework.js': { type: 'chunk', imports: [] },
  };
  expect(chunkCycle(bundle)).toEqual(['app.js', 'shared.js', 'app.js']);
});
