// The gallery block's settings (spec §3 "Gallery settings"): every setting with its default and range, read from an
// owner's input with the gaps filled in, and described for a settings panel. Names are the spec's, character for
// character; each also has a camelCase name for GraphQL (`autoplay-duration` → `autoplayDuration`).
import { notExpectedOptionMessage, quoteValue } from './editing-messages.ts';

export type GalleryDesign = 'slideshow' | 'slider' | 'grid' | 'stacked';
export type GalleryAspectRatio =
  | 'square'
  | 'standard'
  | 'standard-vertical'
  | 'four-three'
  | 'three-four-vertical'
  | 'widescreen'
  | 'anamorphic-widescreen';
export type GalleryMetaPosition = 'top' | 'top-left' | 'top-right' | 'center' | 'bottom' | 'bottom-left' | 'bottom-right';
export type GalleryAlignment = 'left' | 'center' | 'right';
export type GalleryLightboxTheme = 'dark' | 'light';

/** Every gallery setting, keyed by the spec's names. */
export type GallerySettings = {
  design: GalleryDesign;
  autoplay: boolean;
  /** Seconds each slide shows while autoplay is on. */
  'autoplay-duration': number;
  controls: boolean;
  'auto-crop': boolean;
  'aspect-ratio': GalleryAspectRatio;
  'square-thumbs': boolean;
  thumbnails: boolean;
  /** Pixels. */
  'thumbnail-strip-height': number;
  /** Pixels. */
  'thumbnail-strip-margin': number;
  'show-meta': boolean;
  'show-meta-basic': boolean;
  'show-meta-only-title': boolean;
  'show-meta-on-hover': boolean;
  'meta-position': GalleryMetaPosition;
  'active-alignment': GalleryAlignment;
  'thumbnails-per-row': number;
  /** Pixels between images. */
  padding: number;
  lightbox: boolean;
  lightboxTheme: GalleryLightboxTheme;
  /** Pixels (the spec gives no unit). */
  'max-width': number;
  newWindow: boolean;
  transparentBackground: boolean;
  indicators: boolean;
};
export type GallerySettingName = keyof GallerySettings;

type Option = { value: string; label: string };
type Common = { name: GallerySettingName; graphqlName: string; label: string };
/** How a settings panel shows one setting: a switch, a list of options, or a slider over a whole-number range. */
export type GallerySettingDescription = Common &
  (
    | { control: 'toggle'; default: boolean }
    | { control: 'select'; default: string; options: readonly Option[] }
    | { control: 'range'; default: number; min: number; max: number; unit: 's' | 'px' | null }
  );

/** Width by height of each aspect ratio, for the storefront's crop boxes. */
export const GALLERY_ASPECT_RATIOS: Record<GalleryAspectRatio, readonly [number, number]> = {
  square: [1, 1],
  standard: [3, 2],
  'standard-vertical': [2, 3],
  'four-three': [4, 3],
  'three-four-vertical': [3, 4],
  widescreen: [16, 9],
  'anamorphic-widescreen': [12, 5],
};

const camel = (name: string) => name.replace(/-([a-z])/g, (_, ch: string) => ch.toUpperCase());
const toggle = (name: GallerySettingName, label: string, value: boolean): GallerySettingDescription => ({
  name,
  graphqlName: camel(name),
  label,
  control: 'toggle',
  default: value,
});
const select = (name: GallerySettingName, label: string, value: string, options: Option[]): GallerySettingDescription => ({
  name,
  graphqlName: camel(name),
  label,
  control: 'select',
  default: value,
  options,
});
const range = (
  name: GallerySettingName,
  label: string,
  value: number,
  [min, max]: [number, number],
  unit: 's' | 'px' | null,
): GallerySettingDescription => ({ name, graphqlName: camel(name), label, control: 'range', default: value, min, max, unit });
const positions: Option[] = [
  { value: 'top', label: 'Top' },
  { value: 'top-left', label: 'Top left' },
  { value: 'top-right', label: 'Top right' },
  { value: 'center', label: 'Center' },
  { value: 'bottom', label: 'Bottom' },
  { value: 'bottom-left', label: 'Bottom left' },
  { value: 'bottom-right', label: 'Bottom right' },
];

/**
 * The settings in panel order. Defaults the spec gives: design grid, autoplay off for 5 s, auto-crop on, square
 * aspect ratio, square thumbs on, strip 80 px high with a 20 px margin, meta at the bottom, centre alignment, 4 per
 * row, 20 px padding, dark lightbox, max width 300. The spec leaves the other switches' defaults open: controls are
 * on (a slideshow needs a way to move), every other switch is off.
 */
export const GALLERY_SETTINGS: readonly GallerySettingDescription[] = [
  select('design', 'Design', 'grid', [
    { value: 'slideshow', label: 'Slideshow' },
    { value: 'slider', label: 'Carousel' },
    { value: 'grid', label: 'Grid' },
    { value: 'stacked', label: 'Stacked' },
  ]),
  toggle('autoplay', 'Autoplay', false),
  range('autoplay-duration', 'Autoplay duration', 5, [1, 10], 's'),
  toggle('controls', 'Controls', true),
  toggle('auto-crop', 'Auto-crop', true),
  select('aspect-ratio', 'Aspect ratio', 'square', [
    { value: 'square', label: 'Square 1:1' },
    { value: 'standard', label: 'Standard 3:2' },
    { value: 'standard-vertical', label: 'Standard vertical 2:3' },
    { value: 'four-three', label: 'Four-three 4:3' },
    { value: 'three-four-vertical', label: 'Three-four vertical 3:4' },
    { value: 'widescreen', label: 'Widescreen 16:9' },
    { value: 'anamorphic-widescreen', label: 'Anamorphic widescreen 2.4:1' },
  ]),
  toggle('square-thumbs', 'Square thumbnails', true),
  toggle('thumbnails', 'Thumbnails', false),
  range('thumbnail-strip-height', 'Thumbnail strip height', 80, [0, 200], 'px'),
  range('thumbnail-strip-margin', 'Thumbnail strip margin', 20, [0, 60], 'px'),
  toggle('show-meta', 'Show title and description', false),
  toggle('show-meta-basic', 'Show basic meta', false),
  toggle('show-meta-only-title', 'Show title only', false),
  toggle('show-meta-on-hover', 'Show meta on hover', false),
  select('meta-position', 'Meta position', 'bottom', positions),
  select('active-alignment', 'Active alignment', 'center', [
    { value: 'left', label: 'Left' },
    { value: 'center', label: 'Center' },
    { value: 'right', label: 'Right' },
  ]),
  range('thumbnails-per-row', 'Thumbnails per row', 4, [1, 10], null),
  range('padding', 'Padding', 20, [0, 50], 'px'),
  toggle('lightbox', 'Lightbox', false),
  select('lightboxTheme', 'Lightbox theme', 'dark', [
    { value: 'dark', label: 'Dark' },
    { value: 'light', label: 'Light' },
  ]),
  range('max-width', 'Max width', 300, [100, 300], 'px'),
  toggle('newWindow', 'Open links in a new window', false),
  toggle('transparentBackground', 'Transparent background', false),
  toggle('indicators', 'Indicators', false),
];

const BY_KEY = new Map<string, GallerySettingDescription>();
for (const setting of GALLERY_SETTINGS) {
  BY_KEY.set(setting.name, setting);
  BY_KEY.set(setting.graphqlName, setting);
}

/** Every setting at its default. */
export const DEFAULT_GALLERY_SETTINGS: GallerySettings = Object.freeze(
  Object.fromEntries(GALLERY_SETTINGS.map((s) => [s.name, s.default])) as GallerySettings,
);

export type GallerySettingProblem = { field: string; message: string };
export type GallerySettingsResult = { ok: true; settings: GallerySettings } | { ok: false; problems: GallerySettingProblem[] };

/** 'Thumbnail strip height must be a whole number from 0 to 200.' */
export const rangeMessage = (label: string, min: number, max: number) => `${label} must be a whole number from ${min} to ${max}.`;
export const GALLERY_SETTINGS_NOT_AN_OBJECT_MESSAGE = 'Gallery settings must be a list of named settings.';
/** Settings one input may name (every setting under either of its names, with room to spare). */
const MAX_KEYS = GALLERY_SETTINGS.length * 2;

function valueProblem(setting: GallerySettingDescription, value: unknown): string | null {
  switch (setting.control) {
    case 'toggle':
      return typeof value === 'boolean' ? null : notExpectedOptionMessage(quoteValue(value));
    case 'select':
      return setting.options.some((o) => o.value === value) ? null : notExpectedOptionMessage(quoteValue(value));
    case 'range':
      return typeof value === 'number' && Number.isInteger(value) && value >= setting.min && value <= setting.max
        ? null
        : rangeMessage(setting.label, setting.min, setting.max);
  }
}

/**
 * An owner's gallery settings with every setting the input leaves out taken from `base` (the defaults, or the
 * block's stored settings when only some change), or a refusal per field: '{val} is not one of the expected
 * options' for a switch, an option or a setting name that does not exist, and 'Padding must be a whole number from
 * 0 to 50.' for a number out of range. Each setting may be named the spec's way or in camelCase, once.
 * `field` prefixes the refusals' field names ('settings.padding').
 */
export function gallerySettings(raw: unknown, base: GallerySettings = DEFAULT_GALLERY_SETTINGS, field = ''): GallerySettingsResult {
  const at = (name: string) => (field ? `${field}.${name}` : name);
  if (raw === undefined || raw === null) return { ok: true, settings: { ...base } };
  if (typeof raw !== 'object' || Array.isArray(raw))
    return { ok: false, problems: [{ field: field || 'settings', message: GALLERY_SETTINGS_NOT_AN_OBJECT_MESSAGE }] };
  const entries = Object.entries(raw);
  if (entries.length > MAX_KEYS)
    return { ok: false, problems: [{ field: field || 'settings', message: GALLERY_SETTINGS_NOT_AN_OBJECT_MESSAGE }] };
  const settings: Record<string, unknown> = { ...base };
  const seen = new Set<string>();
  const problems: GallerySettingProblem[] = [];
  for (const [key, value] of entries) {
    const setting = BY_KEY.get(key);
    if (!setting) {
      problems.push({ field: at(quoteValue(key)), message: notExpectedOptionMessage(quoteValue(key)) });
      continue;
    }
    if (seen.has(setting.name)) {
      problems.push({ field: at(setting.name), message: `${setting.label} is given twice.` });
      continue;
    }
    seen.add(setting.name);
    const problem = valueProblem(setting, value);
    if (problem) problems.push({ field: at(setting.name), message: problem });
    else settings[setting.name] = value;
  }
  return problems.length ? { ok: false, problems } : { ok: true, settings: settings as GallerySettings };
}

/** The description of one setting by either of its names, or undefined. */
export const gallerySetting = (name: string): GallerySettingDescription | undefined => BY_KEY.get(name);
