// Colour helpers for templates (spec §5 "Template helpers"), run by the website-color and color-weight formatters
// (server/services/templates/helper-formatters.ts): a website colour from hue, saturation and lightness with the
// spec's bound messages, hex colours of 3 or 6 digits, and whether a colour is light.

import { HSL_MESSAGES } from './messages.ts';

/** A website colour as its JSON holds it: hue 0–360, saturation and lightness as fractions 0–1, alpha 0–1 (optional). */
export type Hsl = { h?: number | null; s?: number | null; l?: number | null; a?: number | null };
export type Rgb = { r: number; g: number; b: number };

const within = (n: number, min: number, max: number) => Number.isFinite(n) && n >= min && n <= max;
const twoPlaces = (n: number) => Number.parseFloat(n.toFixed(2));

/** A CSS colour ('hsl(200, 50%, 40%)', 'hsla(…, 0.5)' when alpha is given), or the spec's message for each value out
 * of bounds, in the order hue, saturation, lightness, alpha, separated by spaces. */
export function hslColor(c: Hsl): { ok: true; css: string } | { ok: false; message: string } {
  if (c.h == null || c.s == null || c.l == null) return { ok: false, message: HSL_MESSAGES.missing };
  const problems = [
    within(c.h, 0, 360) ? '' : HSL_MESSAGES.hue,
    within(c.s, 0, 1) ? '' : HSL_MESSAGES.saturation,
    within(c.l, 0, 1) ? '' : HSL_MESSAGES.lightness,
    c.a == null || within(c.a, 0, 1) ? '' : HSL_MESSAGES.alpha,
  ].filter(Boolean);
  if (problems.length > 0) return { ok: false, message: problems.join(' ') };
  const hsl = `${twoPlaces(c.h)}, ${twoPlaces(c.s * 100)}%, ${twoPlaces(c.l * 100)}%`;
  return { ok: true, css: c.a == null ? `hsl(${hsl})` : `hsla(${hsl}, ${twoPlaces(c.a)})` };
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
