import { describe, expect, it } from 'vitest';
import { type FormField, parseFormField } from '../../domain/form-fields.ts';
import { canonicalAnswersKey, normalizeAnswers, normalizeValue } from '../../domain/form-values.ts';

const field = (type: FormField['type'], over: Partial<FormField> = {}): FormField => ({
  id: type,
  type,
  title: type,
  required: false,
  ...over,
});

describe('form fields', () => {
  it('a stored field row becomes a field; junk options are dropped', () => {
    const row = {
      id: 'f1',
      type: 'Select',
      title: 'Font',
      required: true,
      options: { choices: ['Serif', 3, null, ' Serif ', ''], maxLength: 'x' },
    };
    expect(parseFormField(row)).toEqual({ id: 'f1', type: 'select', title: 'Font', required: true, options: { choices: ['Serif', '3'] } });
    for (const options of [null, 'not json', [1, 2], 42]) {
      expect(parseFormField({ ...row, options })).toEqual({ id: 'f1', type: 'select', title: 'Font', required: true });
    }
  });

  it('options stored as a JSON string are read', () => {
    const row = { id: 'f', type: 'textarea', title: 'Note', required: false, options: '{"maxLength":"200","placeholder":"Hi"}' };
    expect(parseFormField(row).options).toEqual({ maxLength: 200, placeholder: 'Hi' });
  });

  it('a max length of 0 or invalid means no limit', () => {
    for (const maxLength of [0, -3, 2.5, 'abc', null]) {
      expect(parseFormField({ id: 'f', type: 'text', title: 't', required: false, options: { maxLength } }).options).toBeUndefined();
    }
  });

  it('an unknown field type is single-value text', () => {
    expect(parseFormField({ id: 'f', type: 'colour', title: 't', required: false, options: null }).type).toBe('text');
  });
});

describe('form values', () => {
  it('name, address, date and time values are lists of sub-field values', () => {
    expect(normalizeValue(field('name'), ['Ada', 'Lovelace'])).toEqual(['Ada', 'Lovelace']);
    expect(normalizeValue(field('address'), ['1 Main St', '', 'Springfield', 'IL', 62701, 'US'])).toEqual([
      '1 Main St',
      '',
      'Springfield',
      'IL',
      '62701',
      'US',
    ]);
    expect(normalizeValue(field('date'), ['05', '01'])).toEqual(['05', '01', '']);
    expect(normalizeValue(field('time'), ['9', '30', '00', 'AM', 'extra'])).toEqual(['9', '30', '00', 'AM']);
    expect(normalizeValue(field('name'), { first: 'Ada', LAST: 'Lovelace' })).toEqual(['Ada', 'Lovelace']);
    expect(normalizeValue(field('date'), '2024-05-01')).toEqual(['05', '01', '2024']);
    expect(normalizeValue(field('time'), '14:05')).toEqual(['2', '05', '', 'PM']);
    expect(normalizeValue(field('name'), ['', ' '])).toBeNull();
  });

  it('phone is a list of 3 or 4 parts', () => {
    expect(normalizeValue(field('phone'), ['1', '555', '123', '4567'])).toEqual(['1', '555', '123', '4567']);
    expect(normalizeValue(field('phone'), '+1 (555) 123-4567')).toEqual(['+1', '555', '123', '4567']);
  });

  it('with 3 phone parts an empty first part is prepended', () => {
    expect(normalizeValue(field('phone'), ['555', '123', '4567'])).toEqual(['', '555', '123', '4567']);
    expect(normalizeValue(field('phone'), '555-123-4567')).toEqual(['', '555', '123', '4567']);
  });

  it('checkbox is the list of checked values', () => {
    const f = field('checkbox', { options: { choices: ['Gift wrap', 'Add a card'] } });
    expect(normalizeValue(f, ['Add a card', 'Gift wrap', 'Gift wrap'])).toEqual(['Gift wrap', 'Add a card']);
    expect(normalizeValue(f, 'Gift wrap')).toEqual(['Gift wrap']);
    expect(normalizeValue(f, { 'Gift wrap': true, 'Add a card': false })).toEqual(['Gift wrap']);
    expect(normalizeValue(f, [])).toBeNull();
  });

  it('radio and select are one value', () => {
    expect(normalizeValue(field('radio'), ' Serif ')).toBe('Serif');
    expect(normalizeValue(field('select'), ['Script'])).toBe('Script');
    expect(normalizeValue(field('select'), 7)).toBe('7');
    expect(normalizeValue(field('select'), { a: 1 })).toBeNull();
  });

  it('likert is a map from question to checked answers', () => {
    const f = field('likert', { options: { questions: ['Fast?', 'Friendly?'] } });
    expect(normalizeValue(f, { 'Fast?': '2', 'Friendly?': [-1], 'Other?': '0' })).toEqual({ 'Fast?': ['2'], 'Friendly?': ['-1'] });
    expect(normalizeValue(f, { 'Fast?': [] })).toBeNull();
    expect(normalizeValue(f, 'Agree')).toBeNull();
  });

  it('hidden takes the same-named query-string parameter if present, else the default', () => {
    const f = field('hidden', { id: 'h1', title: 'SQF_SOURCE', options: { defaultValue: 'direct' } });
    expect(normalizeValue(f, undefined, new URLSearchParams('SQF_SOURCE=newsletter'))).toBe('newsletter');
    expect(normalizeValue(f, 'sent', { SQF_SOURCE: 'ad' })).toBe('ad');
    expect(normalizeValue(f, undefined, new URLSearchParams('other=1'))).toBe('direct');
    expect(normalizeValue(f, undefined, new URLSearchParams('SQF_SOURCE='))).toBe('direct');
    expect(normalizeValue(f, 'sent')).toBe('sent');
    expect(normalizeValue(field('hidden'), undefined)).toBeNull();
  });

  it('a section field is skipped', () => {
    expect(normalizeValue(field('section'), 'x')).toBeNull();
    expect(normalizeAnswers([field('section'), field('text')], { section: 'x', text: 'y' })).toEqual({ text: 'y' });
  });

  it('answers keep only known field ids and drop empty answers', () => {
    const fields = [field('text'), field('email'), field('textarea')];
    expect(normalizeAnswers(fields, { text: ' hi ', email: '', nope: 'x' })).toEqual({ text: 'hi' });
  });

  it('answers may arrive as a JSON string; null, "null", "[]" and "{}" mean no answers', () => {
    const fields = [field('text')];
    expect(normalizeAnswers(fields, '{"text":"hi"}')).toEqual({ text: 'hi' });
    for (const raw of [null, 'null', '[]', '{}', 'junk', [1]]) expect(normalizeAnswers(fields, raw)).toEqual({});
  });

  it('identical answers in any key order merge into one key', () => {
    const a = { b: 'x', a: ['1', '2'], c: { q2: ['0'], q1: ['2', '1'] } };
    const b = { c: { q1: ['1', '2'], q2: ['0'] }, a: ['1', '2'], b: 'x' };
    expect(canonicalAnswersKey(a)).toBe(canonicalAnswersKey(b));
  });

  it('different answers give different keys', () => {
    expect(canonicalAnswersKey({ a: 'x' })).not.toBe(canonicalAnswersKey({ a: 'y' }));
    expect(canonicalAnswersKey({ a: ['1', '2'] })).not.toBe(canonicalAnswersKey({ a: ['2', '1'] }));
  });

  it("no answers give ''", () => {
    expect(canonicalAnswersKey({})).toBe('');
    expect(canonicalAnswersKey({ a: '', b: ['', ''], c: {}, d: null })).toBe('');
  });
});

describe('multi-part answers as docs/api.md shows them', () => {
  it('name, phone, date, time and address as a list, as an object keyed by part, and as one string', () => {
    const name = field('name');
    expect(normalizeValue(name, ['Ada', 'Lovelace'])).toEqual(normalizeValue(name, { first: 'Ada', last: 'Lovelace' }));
    const phone = field('phone');
    expect(normalizeValue(phone, '555-867-5309')).toEqual(['', '555', '867', '5309']);
    expect(normalizeValue(phone, '+1 (555) 867 5309')).toEqual(['+1', '555', '867', '5309']);
    expect(normalizeValue(phone, { country: '1', areacode: '555', prefix: '867', line: '5309' })).toEqual(['1', '555', '867', '5309']);
    expect(normalizeValue(field('date'), '2026-11-28')).toEqual(['11', '28', '2026']);
    expect(normalizeValue(field('time'), '19:30')).toEqual(['7', '30', '', 'PM']);
    expect(normalizeValue(field('time'), { hour: '7', minute: '30', ampm: 'PM' })).toEqual(['7', '30', '', 'PM']);
    expect(normalizeValue(field('address'), { line1: '1 Main St', city: 'Portland' })).toEqual(['1 Main St', '', 'Portland', '', '', '']);
  });
});
