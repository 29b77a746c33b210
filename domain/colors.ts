// Colour helpers for templates (spec §9 "Template helpers"): HSL with its bound messages, hex colours of 3 or 6
// digits, and whether a colour is light.

import { HSL_MESSAGES } from './messages.ts';

export type Hsl = { h?: number | null; s?: number | null; l?: number | null; a?: number | null };
export type Rgb = { r: number; g: number; b: number };

const within = (n: number, min: number, max: number) => Number.isFinite(n) && n >= min && n <= max;

/** A CSS colour from hue (0–360), saturation and lightness (0–100 percent) and alpha (0–1, default 1), or the
 * spec's message for the first value out of bounds. */
export function hslColor(c: Hsl): { ok: true; css: string } | { ok: false; message: string } {
  if (c.h == null || c.s == null || c.l == null) return { ok: false, message: HSL_MESSAGES.missing };
  if (!within(c.h, 0, 360)) return { ok: false, message: HSL_MESSAGES.hue };
  if (!within(c.s, 0, 100)) return { ok: false, message: HSL_MESSAGES.saturation };
  if (!within(c.l, 0, 100)) return { ok: false, message: HSL_MESSAGES.lightness };
  const a = c.a ?? 1;
  if (!within(a, 0, 1)) return { ok: false, message: HSL_MESSAGES.alpha };
  return { ok: true, css: a === 1 ? `hsl(${c.h}, ${c.s}%, ${c.l}%)` : `hsla(${c.h}, ${c.s}%, ${c.l}%, ${a})` };
}

/** '#abc', 'abc', '#aabbcc' or 'aabbcc' as red, green and blue (0–255); null for anything else. */
export function parseHexColor(hex: string): Rgb | null {
  const digits = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())?.[1];
  if (!digits) return null;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return { r: Number.parseInt(full.slice(0, 2), 16), g: Number.parseInt(full.slice(2, 4), 16), b: Number.parseInt(full.slice(4, 6), 16) };
}

/** Light when its value (the brightest channel, as in HSV) is above half the maximum. */
export function isLightColor(c: Rgb): boolean {
  return Math.max(c.r, c.g, c.b) > 255 / 2;
}
