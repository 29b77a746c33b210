import { describe, expect, it } from 'vitest';
import { displayAnswers } from '../../domain/form-answers-display.ts';
import type { FieldValue, FormField } from '../../domain/form-fields.ts';

const field = (type: FormField['type'], over: Partial<FormField> = {}): FormField => ({
  id: type,
  type,
  title: `${type} title`,
  required: false,
  ...over,
});
const linesOf = (f: FormField, value: FieldValue | undefined) => displayAnswers([f], value === undefined ? {} : { [f.id]: value })[0].lines;

describe('form answers display', () => {
  it('address shows Line1, Line2, City, State, Zip, Country', () => {
    expect(linesOf(field('address'), ['1 Main St', 'Apt 2', 'Springfield', 'IL', '62701', 'US'])).toEqual([
      'Line1: 1 Main St',
      'Line2: Apt 2',
      'City: Springfield',
      'State: IL',
      'Zip: 62701',
      'Country: US',
    ]);
  });

  it('name shows First, Last', () => {
    expect(linesOf(field('name'), ['Ada', 'Lovelace'])).toEqual(['First: Ada', 'Last: Lovelace']);
  });

  it('phone shows Country, Areacode, Prefix, Line', () => {
    expect(linesOf(field('phone'), ['1', '555', '123', '4567'])).toEqual(['Country: 1', 'Areacode: 555', 'Prefix: 123', 'Line: 4567']);
  });

  it('date shows Month, Day, Year', () => {
    expect(linesOf(field('date'), ['05', '01', '2024'])).toEqual(['Month: 05', 'Day: 01', 'Year: 2024']);
  });

  it('time shows Hour, Minute, Second, Ampm', () => {
    expect(linesOf(field('time'), ['9', '30', '15', 'AM'])).toEqual(['Hour: 9', 'Minute: 30', 'Second: 15', 'Ampm: AM']);
  });

  it('empty sub-field values are left out', () => {
    expect(linesOf(field('phone'), ['', '555', '123', '4567'])).toEqual(['Areacode: 555', 'Prefix: 123', 'Line: 4567']);
  });

  it("checkbox values are joined with ', '", () => {
    expect(linesOf(field('checkbox'), ['Gift wrap', 'Add a card'])).toEqual(['Gift wrap, Add a card']);
  });

  it('likert map -2..2: Strongly Disagree, Disagree, Neutral, Agree, Strongly Agree', () => {
    const f = field('likert', { options: { questions: ['A?', 'B?', 'C?', 'D?', 'E?', 'F?'] } });
    const value = { 'A?': ['-2'], 'B?': ['-1'], 'C?': ['0'], 'D?': ['1'], 'E?': ['2'] };
    expect(linesOf(f, value)).toEqual([
      'A?: Strongly Disagree',
      'B?: Disagree',
      'C?: Neutral',
      'D?: Agree',
      'E?: Strongly Agree',
      'F?: N/A',
    ]);
  });

  it("empty answer shows 'N/A'", () => {
    for (const type of ['text', 'name', 'phone', 'checkbox', 'likert', 'hidden'] as const)
      expect(linesOf(field(type), undefined)).toEqual(['N/A']);
    expect(linesOf(field('address'), ['', '', '', '', '', ''])).toEqual(['N/A']);
    expect(linesOf(field('text'), '  ')).toEqual(['N/A']);
    expect(linesOf(field('likert'), { 'Q?': [] })).toEqual(['N/A']);
  });

  it('single values show as they are', () => {
    expect(linesOf(field('select'), 'Serif')).toEqual(['Serif']);
  });

  it('section fields are skipped; the title is the raw field title, in form order', () => {
    const fields = [field('text', { title: 'Engraving text' }), field('section'), field('select', { title: 'Font' })];
    expect(displayAnswers(fields, { text: 'Hi', select: 'Serif' })).toEqual([
      { fieldId: 'text', title: 'Engraving text', lines: ['Hi'] },
      { fieldId: 'select', title: 'Font', lines: ['Serif'] },
    ]);
  });
});
