// The stack-safe nesting check GraphQL documents pass before anything recursive reads them (server/http/query-nesting.ts).
import { expect, it } from 'vitest';
import { MAX_QUERY_NESTING, nestsDeeperThan, queryNestingLimit } from '../../server/http/query-nesting.ts';

it('counts braces, brackets and parentheses inside each other', () => {
  expect(nestsDeeperThan('{ a { b } }', 2)).toBe(false);
  expect(nestsDeeperThan('{ a { b { c } } }', 2)).toBe(true);
  expect(nestsDeeperThan('{ a(x: [[1]]) }', 4)).toBe(false);
  expect(nestsDeeperThan('{ a(x: [[1]]) }', 3)).toBe(true);
  expect(nestsDeeperThan('{ a } { b } { c }', 1)).toBe(false);
});

it('does not count what strings, block strings and comments hold', () => {
  expect(nestsDeeperThan('{ a(s: "{{{{ \\" [[[[") }', 2)).toBe(false);
  expect(nestsDeeperThan('{ a(s: """ {{{{ \\""" (((( """) }', 2)).toBe(false);
  expect(nestsDeeperThan('# {{{{{{\n{ a }', 1)).toBe(false);
  expect(nestsDeeperThan('{ a(s: "x") { b } }', 1)).toBe(true);
});

it('reads a megabyte nested a million levels deep without recursion', () => {
  expect(nestsDeeperThan('{'.repeat(1_000_000), MAX_QUERY_NESTING)).toBe(true);
  expect(queryNestingLimit(12)).toBe(40);
});
