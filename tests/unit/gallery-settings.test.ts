// Gallery block settings (spec §3): every setting's default and range, refusals per field in the spec's words.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GALLERY_SETTINGS,
  GALLERY_ASPECT_RATIOS,
  GALLERY_SETTINGS,
  gallerySetting,
  gallerySettings,
} from '../../domain/gallery-settings.ts';

const refusals = (raw: unknown) => {
  const result = gallerySettings(raw);
  return result.ok ? [] : result.problems;
};
const accepts = (raw: Record<string, unknown>) => {
  const result = gallerySettings(raw);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.settings;
};

describe('gallery settings', () => {
  it('every setting of the spec is there, with the spec defaults', () => {
    expect(GALLERY_SETTINGS.map((s) => s.name)).toEqual([
      'design',
      'autoplay',
      'autoplay-duration',
      'controls',
      'auto-crop',
      'aspect-ratio',
      'square-thumbs',
      'thumbnails',
      'thumbnail-strip-height',
      'thumbnail-strip-margin',
      'show-meta',
      'show-meta-basic',
      'show-meta-only-title',
      'show-meta-on-hover',
      'meta-position',
      'active-alignment',
      'thumbnails-per-row',
      'padding',
      'lightbox',
      'lightboxTheme',
      'max-width',
      'newWindow',
      'transparentBackground',
      'indicators',
    ]);
    expect(DEFAULT_GALLERY_SETTINGS).toMatchObject({
      design: 'grid',
      autoplay: false,
      'autoplay-duration': 5,
      'auto-crop': true,
      'aspect-ratio': 'square',
      'square-thumbs': true,
      'thumbnail-strip-height': 80,
      'thumbnail-strip-margin': 20,
      'meta-position': 'bottom',
      'active-alignment': 'center',
      'thumbnails-per-row': 4,
      padding: 20,
      lightboxTheme: 'dark',
      'max-width': 300,
    });
  });

  it('nothing given means every default', () => {
    expect(gallerySettings(undefined)).toEqual({ ok: true, settings: DEFAULT_GALLERY_SETTINGS });
    expect(gallerySettings({})).toEqual({ ok: true, settings: DEFAULT_GALLERY_SETTINGS });
  });

  it('design is slideshow, slider (labelled Carousel), grid or stacked', () => {
    for (const design of ['slideshow', 'slider', 'grid', 'stacked']) expect(accepts({ design }).design).toBe(design);
    expect(gallerySetting('design')).toMatchObject({ control: 'select', default: 'grid' });
    const design = gallerySetting('design');
    expect(design?.control === 'select' && design.options.find((o) => o.value === 'slider')?.label).toBe('Carousel');
    expect(refusals({ design: 'carousel' })).toEqual([{ field: 'design', message: 'carousel is not one of the expected options' }]);
  });

  it('autoplay duration must be 1 to 10 seconds', () => {
    expect(accepts({ autoplay: true, 'autoplay-duration': 1 })['autoplay-duration']).toBe(1);
    expect(accepts({ 'autoplay-duration': 10 })['autoplay-duration']).toBe(10);
    for (const bad of [0, 11, 2.5, '5'])
      expect(refusals({ 'autoplay-duration': bad })).toEqual([
        { field: 'autoplay-duration', message: 'Autoplay duration must be a whole number from 1 to 10.' },
      ]);
    expect(gallerySetting('autoplay-duration')).toMatchObject({ min: 1, max: 10, unit: 's', default: 5 });
  });

  it('the seven aspect ratios, square by default', () => {
    const ratios = ['square', 'standard', 'standard-vertical', 'four-three', 'three-four-vertical', 'widescreen', 'anamorphic-widescreen'];
    for (const ratio of ratios) expect(accepts({ 'aspect-ratio': ratio })['aspect-ratio']).toBe(ratio);
    expect(Object.keys(GALLERY_ASPECT_RATIOS)).toEqual(ratios);
    expect(GALLERY_ASPECT_RATIOS.widescreen).toEqual([16, 9]);
    expect(refusals({ 'aspect-ratio': '21:9' })).toEqual([{ field: 'aspect-ratio', message: '21:9 is not one of the expected options' }]);
  });

  it('strip height must be 0 to 200', () => {
    expect(accepts({ 'thumbnail-strip-height': 0 })['thumbnail-strip-height']).toBe(0);
    expect(accepts({ 'thumbnail-strip-height': 200 })['thumbnail-strip-height']).toBe(200);
    expect(refusals({ 'thumbnail-strip-height': 201 })).toEqual([
      { field: 'thumbnail-strip-height', message: 'Thumbnail strip height must be a whole number from 0 to 200.' },
    ]);
    expect(refusals({ 'thumbnail-strip-height': -1 })).toHaveLength(1);
  });

  it('strip margin must be 0 to 60', () => {
    expect(accepts({ 'thumbnail-strip-margin': 60 })['thumbnail-strip-margin']).toBe(60);
    expect(refusals({ 'thumbnail-strip-margin': 61 })).toEqual([
      { field: 'thumbnail-strip-margin', message: 'Thumbnail strip margin must be a whole number from 0 to 60.' },
    ]);
  });

  it('thumbnails per row must be 1 to 10', () => {
    expect(accepts({ 'thumbnails-per-row': 10 })['thumbnails-per-row']).toBe(10);
    expect(refusals({ 'thumbnails-per-row': 0 })[0].message).toBe('Thumbnails per row must be a whole number from 1 to 10.');
    expect(refusals({ 'thumbnails-per-row': 11 })).toHaveLength(1);
  });

  it('padding must be 0 to 50', () => {
    expect(accepts({ padding: 0 }).padding).toBe(0);
    expect(refusals({ padding: 51 })).toEqual([{ field: 'padding', message: 'Padding must be a whole number from 0 to 50.' }]);
  });

  it('max width must be 100 to 300', () => {
    expect(accepts({ 'max-width': 100 })['max-width']).toBe(100);
    expect(refusals({ 'max-width': 99 })).toEqual([{ field: 'max-width', message: 'Max width must be a whole number from 100 to 300.' }]);
    expect(refusals({ 'max-width': 301 })).toHaveLength(1);
  });

  it('meta position is one of the seven positions, bottom by default', () => {
    for (const p of ['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'])
      expect(accepts({ 'meta-position': p })['meta-position']).toBe(p);
    expect(refusals({ 'meta-position': 'middle' })[0].message).toBe('middle is not one of the expected options');
  });

  it('active alignment is left, center or right', () => {
    expect(accepts({ 'active-alignment': 'left' })['active-alignment']).toBe('left');
    expect(refusals({ 'active-alignment': 'justify' })[0].message).toBe('justify is not one of the expected options');
  });

  it('lightbox theme is dark or light', () => {
    expect(accepts({ lightbox: true, lightboxTheme: 'light' })).toMatchObject({ lightbox: true, lightboxTheme: 'light' });
    expect(refusals({ lightboxTheme: 'grey' })).toEqual([{ field: 'lightboxTheme', message: 'grey is not one of the expected options' }]);
  });

  it('switches take only true or false', () => {
    const switches = GALLERY_SETTINGS.filter((s) => s.control === 'toggle').map((s) => s.name);
    expect(switches).toEqual([
      'autoplay',
      'controls',
      'auto-crop',
      'square-thumbs',
      'thumbnails',
      'show-meta',
      'show-meta-basic',
      'show-meta-only-title',
      'show-meta-on-hover',
      'lightbox',
      'newWindow',
      'transparentBackground',
      'indicators',
    ]);
    for (const name of switches) {
      expect(accepts({ [name]: true })[name as 'autoplay']).toBe(true);
      expect(refusals({ [name]: 'yes' })).toEqual([{ field: name, message: 'yes is not one of the expected options' }]);
    }
  });

  it('an unknown setting is refused; each refusal names its field', () => {
    expect(refusals({ zoom: 2, padding: 99, design: 'wall' })).toEqual([
      { field: 'zoom', message: 'zoom is not one of the expected options' },
      { field: 'padding', message: 'Padding must be a whole number from 0 to 50.' },
      { field: 'design', message: 'wall is not one of the expected options' },
    ]);
    expect(refusals([1, 2])).toEqual([{ field: 'settings', message: 'Gallery settings must be a list of named settings.' }]);
  });

  it('settings may use their camelCase names, once each', () => {
    expect(accepts({ autoplayDuration: 3, thumbnailsPerRow: 6 })).toMatchObject({ 'autoplay-duration': 3, 'thumbnails-per-row': 6 });
    expect(refusals({ padding: 10, padding2: 1 })[0].field).toBe('padding2');
    expect(refusals({ 'max-width': 200, maxWidth: 150 })).toEqual([{ field: 'max-width', message: 'Max width is given twice.' }]);
  });

  it('a change keeps the stored settings it does not name', () => {
    const stored = accepts({ design: 'slideshow', autoplay: true });
    const result = gallerySettings({ padding: 30 }, stored, 'settings');
    expect(result).toEqual({ ok: true, settings: { ...stored, padding: 30 } });
    expect(gallerySettings({ padding: 300 }, stored, 'settings')).toEqual({
      ok: false,
      problems: [{ field: 'settings.padding', message: 'Padding must be a whole number from 0 to 50.' }],
    });
  });

  it('each setting is described for a settings panel: label, control, default, range', () => {
    for (const s of GALLERY_SETTINGS) {
      expect(s.label).not.toBe('');
      if (s.control === 'range') expect(s.default).toBeGreaterThanOrEqual(s.min);
      if (s.control === 'range') expect(s.default).toBeLessThanOrEqual(s.max);
      if (s.control === 'select') expect(s.options.map((o) => o.value)).toContain(s.default);
    }
    expect(gallerySetting('thumbnailStripHeight')).toMatchObject({
      label: 'Thumbnail strip height',
      control: 'range',
      min: 0,
      max: 200,
      default: 80,
      unit: 'px',
    });
  });
});
