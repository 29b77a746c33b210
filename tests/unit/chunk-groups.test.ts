// The storefront build's chunk rules (client/chunk-groups.ts): the check that fails the build when two chunks import
// each other.
import { expect, it } from 'vitest';
import { chunkCycle } from '../../client/chunk-groups.ts';

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
