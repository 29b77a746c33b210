// Every refusal code is documented: docs/api.md lists each UserErrorCode, and lists no code that does not exist.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TrackedErrorType } from '../../domain/messages.ts';
import { USER_ERROR_CODES } from '../../domain/user-error-codes.ts';

const apiDoc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
const section = apiDoc.slice(apiDoc.indexOf('## Refusals and their codes'));
const documented = [...section.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((m) => m[1]);

describe('UserErrorCode', () => {
  it('docs/api.md documents every code, and only those', () => {
    expect([...documented].sort()).toEqual(Object.keys(USER_ERROR_CODES).sort());
  });

  it("includes every one of the spec's tracked error types (§8)", () => {
    for (const tracked of Object.values(TrackedErrorType)) expect(Object.keys(USER_ERROR_CODES)).toContain(tracked);
  });
});
