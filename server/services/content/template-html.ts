// The HTML of owner templates made safe to show visitors: the html block's allow-list (render-html.ts) plus what the
// template engine's commerce formatters write — the variant picker's select and radio buttons, the quantity input,
// the restock form, labels, and the data-, aria-, role and tabindex attributes the storefront script reads. Forms
// only ever submit to the page itself (action="#"), inputs are of harmless types (no password or file fields), and
// an input's id must hold a hyphen, so that it can never shadow a global of the page's scripts.
import sanitize from 'sanitize-html';
import { BLOCK_HTML_RULES } from './render-html.ts';

const INPUT_TYPES = ['text', 'email', 'number', 'radio', 'checkbox', 'submit', 'button'];
const SAFE_ID = /^[A-Za-z][\w-]*-[\w-]*$/;
const base = BLOCK_HTML_RULES;
const baseAttributes = base.allowedAttributes as Record<string, sanitize.AllowedAttribute[]>;

// sanitize-html 2.17 option its types do not list yet. An empty value is still a value (the picker's 'Select Size'
// option), and `hidden` is written without one; `alt` is the library's default.
const emptyAttributes = { allowedEmptyAttributes: ['alt', 'value', 'hidden'] };

const OPTIONS: sanitize.IOptions = {
  ...base,
  ...emptyAttributes,
  allowedTags: [
    ...(base.allowedTags as string[]),
    'select',
    'option',
    'optgroup',
    'input',
    'label',
    'form',
    'button',
    'fieldset',
    'legend',
    'time',
  ],
  allowedAttributes: {
    ...baseAttributes,
    '*': [...(baseAttributes['*'] ?? []), 'data-*', 'aria-*', 'role', 'tabindex', 'hidden'],
    input: [
      { name: 'type', multiple: false, values: INPUT_TYPES },
      'id',
      'name',
      'value',
      'placeholder',
      'checked',
      'disabled',
      'min',
      'max',
      'step',
      'size',
      'spellcheck',
      'autocomplete',
      'x-autocompletetype',
    ],
    select: ['name', 'disabled'],
    option: ['value', 'selected', 'disabled'],
    optgroup: ['label', 'disabled'],
    label: ['for'],
    form: ['action'],
    button: [{ name: 'type', multiple: false, values: ['button', 'submit'] }, 'disabled'],
    time: ['datetime'],
  },
  transformTags: {
    ...base.transformTags,
    // A form posts nowhere but the page (the storefront script handles it).
    form: (tagName, { class: className }) => ({ tagName, attribs: { ...(className ? { class: className } : {}), action: '#' } }),
    // An input without an allowed type would be a text field; one of another type is dropped by exclusiveFilter.
    input: (tagName, { id, ...attribs }) => ({ tagName, attribs: id && SAFE_ID.test(id) ? { ...attribs, id } : attribs }),
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'input' && frame.attribs.type !== undefined && !INPUT_TYPES.includes(frame.attribs.type)) ||
    (base.exclusiveFilter?.(frame) ?? false),
};

/** Template output with everything outside the allow-list removed. */
export function sanitizeTemplateHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
