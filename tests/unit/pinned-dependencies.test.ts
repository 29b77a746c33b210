// Packages whose internals the server relies on are taken on purpose, with the test suite, never by a range:
// Prisma's client, CLI and driver adapters (the hot statements go to the adapter Prisma connected:
// docs/architecture.md), and the template engine, whose per-opcode dispatch and context buffer
// server/services/templates/bounded-engine.ts replaces.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const declared: Record<string, string> = { ...manifest.dependencies, ...manifest.devDependencies };

describe('pinned dependencies', () => {
  const pinned = Object.keys(declared).filter(
    (name) => name.startsWith('@prisma/') || name === 'prisma' || name === '@squarespace/template-engine',
  );

  it('names the packages whose internals the server relies on', () => {
    expect(pinned).toEqual(expect.arrayContaining(['@prisma/client', '@squarespace/template-engine']));
  });

  it.each(pinned)('%s is pinned to an exact version', (name) => {
    expect(declared[name]).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/);
  });
});
