// The console's form submissions: answers under the form's field titles by the spec's display rules, raw answers of
// a form it does not know, and text that is not JSON shown as it is.
import { describe, expect, it } from 'vitest';
import { answersOf } from '../../client/src/console/forms/answers.ts';
import type { PickableFormFragment } from '../../client/src/console/generated/graphql.ts';

const field = (id: string, type: string, title: string, optionsJson: string | null = null) => ({
  id,
  type,
  title,
  required: false,
  optionsJson,
});
const contact: PickableFormFragment = {
  id: 'f1',
  name: 'Contact us',
  kind: 'CONTACT',
  clientValidation: true,
  captchaRequired: false,
  notifyEmail: null,
  notifySubject: null,
  fields: [
    field('n', 'name', 'Name'),
    field('s', 'section', 'About you'),
    field('p', 'phone', 'Phone'),
    field('t', 'checkbox', 'Topics', '{"choices":["Order","Returns"]}'),
  ],
};

describe('console form answers', () => {
  it('shows a known form’s answers in field order, sections left out, empty ones as N/A', () => {
    expect(answersOf(JSON.stringify({ t: ['Order', 'Returns'], n: ['Ada', 'Lovelace'] }), contact)).toEqual([
      { fieldId: 'n', title: 'Name', lines: ['First: Ada', 'Last: Lovelace'] },
      { fieldId: 'p', title: 'Phone', lines: ['N/A'] },
      { fieldId: 't', title: 'Topics', lines: ['Order, Returns'] },
    ]);
  });

  it('shows the raw answers of a form it does not know, under their field ids', () => {
    expect(answersOf('{"x":"Engrave me","y":["a","b"]}', undefined)).toEqual([
      { fieldId: 'x', title: 'x', lines: ['Engrave me'] },
      { fieldId: 'y', title: 'y', lines: ['["a","b"]'] },
    ]);
  });

  it('shows text that is not JSON as it is', () => {
    expect(answersOf('not json', contact)).toEqual([{ fieldId: '', title: 'Answers', lines: ['not json'] }]);
  });
});
