import { describe, expect, it } from 'vitest';
import type { FormField } from '../../domain/form-fields.ts';
import { characterCount, validateAnswers } from '../../domain/form-validation.ts';
import { INVALID_CHOICE_MESSAGE } from '../../domain/messages.ts';

const field = (type: FormField['type'], over: Partial<FormField> = {}): FormField => ({
  id: type,
  type,
  title: type,
  required: true,
  ...over,
});

describe('form validation', () => {
  it("required single, select, radio and checkbox fields give 'Required'", () => {
    const fields = (['text', 'email', 'textarea', 'select', 'radio', 'checkbox'] as const).map((t) => field(t));
    expect(validateAnswers(fields, { text: ' ', checkbox: [] })).toEqual({
      text: 'Required',
      email: 'Required',
      textarea: 'Required',
      select: 'Required',
      radio: 'Required',
      checkbox: 'Required',
    });
  });

  it("required multi-part fields give 'Required' when every part is empty", () => {
    const fields = (['name', 'address', 'date', 'time', 'phone'] as const).map((t) => field(t));
    expect(validateAnswers(fields, { name: ['', ''], phone: ['', '', '', ''] })).toEqual({
      name: 'Required',
      address: 'Required',
      date: 'Required',
      time: 'Required',
      phone: 'Required',
    });
    expect(validateAnswers([field('name')], { name: ['Ada', ''] })).toEqual({});
  });

  it('optional fields may be left empty', () => {
    const fields = (['text', 'email', 'name', 'checkbox', 'likert'] as const).map((t) => field(t, { required: false }));
    expect(validateAnswers(fields, {})).toEqual({});
  });

  it('hidden and section fields are never required', () => {
    expect(validateAnswers([field('hidden'), field('section')], {})).toEqual({});
  });

  it('required likert gives "Survey is not valid. Missing a required question."', () => {
    const f = field('likert', { options: { questions: ['Fast?', 'Friendly?'] } });
    expect(validateAnswers([f], { likert: { 'Fast?': ['2'] } })).toEqual({ likert: 'Survey is not valid. Missing a required question.' });
    expect(validateAnswers([f], {})).toEqual({ likert: 'Survey is not valid. Missing a required question.' });
    expect(validateAnswers([f], { likert: { 'Fast?': ['2'], 'Friendly?': ['-2'] } })).toEqual({});
  });

  it('likert answers are -2..2', () => {
    expect(validateAnswers([field('likert', { required: false })], { likert: { q: ['3'] } })).toEqual({ likert: INVALID_CHOICE_MESSAGE });
  });

  it('a select, radio or checkbox value not among its choices is invalid', () => {
    const options = { choices: ['Serif', 'Script'] };
    const fields = [field('select', { options }), field('radio', { options }), field('checkbox', { options })];
    const invalid = { select: INVALID_CHOICE_MESSAGE, radio: INVALID_CHOICE_MESSAGE, checkbox: INVALID_CHOICE_MESSAGE };
    expect(validateAnswers(fields, { select: 'Gothic', radio: 'Gothic', checkbox: ['Serif', 'Gothic'] })).toEqual(invalid);
    expect(validateAnswers(fields, { select: 'Serif', radio: 'Script', checkbox: ['Serif', 'Script'] })).toEqual({});
  });

  it('site form email: optional empty is valid', () => {
    expect(validateAnswers([field('email', { required: false })], { email: '' })).toEqual({});
  });

  it("site form email: 3 to 256 characters matching user@domain, else 'Email is not valid. Email addresses should follow the format {email}.'", () => {
    const message = 'Email is not valid. Email addresses should follow the format email@example.com.';
    const f = field('email', { required: false });
    for (const email of ['nope', 'a b@c.d', `${'a'.repeat(250)}@example.com`])
      expect(validateAnswers([f], { email })).toEqual({ email: message });
    for (const email of ['a@b', 'shopper@example.com']) expect(validateAnswers([f], { email })).toEqual({});
  });

  it("textarea with max length: 'You have exceeded the character limit.'", () => {
    const fields = [field('textarea', { options: { maxLength: 5 } }), field('text', { options: { maxLength: 3 } })];
    expect(validateAnswers(fields, { textarea: 'abcdef', text: 'abcd' })).toEqual({
      textarea: 'You have exceeded the character limit.',
      text: 'You have exceeded the character limit.',
    });
    expect(validateAnswers(fields, { textarea: 'abcde', text: 'abc' })).toEqual({});
  });

  it('a counter shows current/limit and flags an error when over', () => {
    expect(characterCount('hello', 4)).toEqual({ count: 5, limit: 4, over: true });
    expect(characterCount('hey', 4)).toEqual({ count: 3, limit: 4, over: false });
    expect(characterCount('a\r\nb😀', 4)).toEqual({ count: 4, limit: 4, over: false });
  });

  it('a limit of 0 or invalid means no limit', () => {
    for (const limit of [0, -1, 'abc', undefined, 1.5])
      expect(characterCount('hello', limit)).toEqual({ count: 5, limit: null, over: false });
    expect(validateAnswers([field('textarea', { options: { maxLength: 0 } })], { textarea: 'long text' })).toEqual({});
  });
});
