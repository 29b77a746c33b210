// Coerces what real clients send (strings, numbers, arrays, objects) into the §3 custom-form value pieces.

import { type MultiPartType, PART_LABELS } from './form-fields.ts';

/** One trimmed text; numbers and booleans become text, an array gives its first non-empty item, else null. */
export function toText(raw: unknown): string | null {
  if (typeof raw === 'string') return raw.trim() === '' ? null : raw.trim();
  if (typeof raw === 'number') return Number.isFinite(raw) ? String(raw) : null;
  if (typeof raw === 'boolean') return String(raw);
  if (Array.isArray(raw)) {
    for (const item of raw) {
      const text = toText(item);
      if (text !== null) return text;
    }
  }
  return null;
}

/** Non-empty texts in order, without repeats; a lone scalar is a list of one. */
export function toTextList(raw: unknown): string[] {
  const items = Array.isArray(raw) ? raw : [raw];
  const out: string[] = [];
  for (const item of items) {
    const text = Array.isArray(item) ? null : toText(item);
    if (text !== null && !out.includes(text)) out.push(text);
  }
  return out;
}

export function isPlainObject(raw: unknown): raw is Record<string, unknown> {
  return raw !== null && typeof raw === 'object' && !Array.isArray(raw);
}

/** Each part as text ('' when missing), so positions are kept. */
function partTexts(raw: readonly unknown[]): string[] {
  return raw.map((item) => (Array.isArray(item) ? '' : (toText(item) ?? '')));
}

function padTo(parts: string[], size: number): string[] {
  return Array.from({ length: size }, (_, i) => parts[i] ?? '');
}

/** An object keyed by sub-field label (any case, e.g. { first, last }) or by position ({ "0": …, "1": … }). */
function partsFromObject(type: MultiPartType, raw: Record<string, unknown>): string[] {
  const byKey = new Map(Object.entries(raw).map(([k, v]) => [k.toLowerCase().replace(/[^a-z0-9]/g, ''), v]));
  return PART_LABELS[type].map((label, i) => toText(byKey.get(label.toLowerCase()) ?? byKey.get(String(i))) ?? '');
}

/** 'YYYY-MM-DD' (a date input) → [month, day, year]. */
function dateFromIso(text: string): string[] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m ? [m[2], m[3], m[1]] : null;
}

/** 'HH:MM' or 'HH:MM:SS' on a 24-hour clock (a time input) → [hour, minute, second, 'AM' | 'PM']. */
function timeFrom24h(text: string): string[] | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!m || Number(m[1]) > 23) return null;
  const hour = Number(m[1]);
  return [String(hour % 12 === 0 ? 12 : hour % 12), m[2], m[3] ?? '', hour < 12 ? 'AM' : 'PM'];
}

/** Phone: 3 or 4 parts; with 3 (or fewer) parts an empty first part (country) is prepended. */
function phoneParts(parts: string[]): string[] {
  return parts.length >= 4 ? parts.slice(0, 4) : ['', ...padTo(parts, 3)];
}

/** A phone typed as one string: split on spaces, dashes, dots and brackets when that gives 3 or 4 parts. */
function phoneFromText(text: string): string[] {
  const parts = text.split(/[\s().-]+/).filter((p) => p !== '');
  return parts.length === 3 || parts.length === 4 ? phoneParts(parts) : ['', '', '', text];
}

/** The fixed list of sub-values of a name, address, date, time or phone field; null when every part is empty. */
export function toParts(type: MultiPartType, raw: unknown): string[] | null {
  const size = PART_LABELS[type].length;
  let parts: string[];
  if (Array.isArray(raw)) {
    parts = type === 'phone' ? phoneParts(partTexts(raw)) : padTo(partTexts(raw), size);
  } else if (isPlainObject(raw)) {
    parts = partsFromObject(type, raw);
  } else {
    const text = toText(raw);
    if (text === null) return null;
    if (type === 'phone') parts = phoneFromText(text);
    else parts = padTo((type === 'date' ? dateFromIso(text) : type === 'time' ? timeFrom24h(text) : null) ?? [text], size);
  }
  return parts.every((p) => p === '') ? null : parts;
}
