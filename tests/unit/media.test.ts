import { describe, expect, it } from 'vitest';
import {
  colorData,
  fileProblem,
  formatSize,
  imageAlt,
  pickRendition,
  renditionFormat,
  renditionWidths,
  requestedWidth,
  safeFileName,
  systemDataVariants,
} from '../../domain/media.ts';

describe('width tiers an upload is rendered in', () => {
  it('every tier narrower than the original, and the original width itself, never upscaled', () => {
    expect(renditionWidths(1200)).toEqual([100, 300, 500, 750, 1000, 1200]);
    expect(renditionWidths(750)).toEqual([100, 300, 500, 750]);
    expect(renditionWidths(60)).toEqual([60]);
  });
  it('at most the largest tier, 2500w', () => {
    expect(renditionWidths(6000)).toEqual([100, 300, 500, 750, 1000, 1500, 2500]);
  });
});

describe('the rendition a request is served', () => {
  const widths = [100, 300, 500, 750, 1000, 1200];
  it('the smallest at least as wide as ?format=Nw asks', () => {
    expect(pickRendition(widths, 300)).toBe(300);
    expect(pickRendition(widths, 301)).toBe(500);
    expect(pickRendition(widths, 1500)).toBe(1200);
  });
  it('the largest without a format', () => expect(pickRendition(widths, null)).toBe(1200));
  it('reads only "Nw" formats', () => {
    expect(requestedWidth('500w')).toBe(500);
    expect(requestedWidth('500')).toBeNull();
    expect(requestedWidth(undefined)).toBeNull();
    expect(requestedWidth('1e9w')).toBeNull();
  });
  it('webp for browsers that accept it, else jpg', () => {
    expect(renditionFormat('image/avif,image/webp,image/apng,*/*;q=0.8')).toBe('webp');
    expect(renditionFormat('image/*')).toBe('jpg');
    expect(renditionFormat(undefined)).toBe('jpg');
  });
});

describe("the spec's file refusals", () => {
  const max = 20 * 1024 * 1024;
  it("'Please enter a file name'", () => expect(fileProblem({ name: ' ', bytes: 10 }, max)).toBe('Please enter a file name'));
  it("'The file {fileName} is too large. The maximum allowed file size is {maxSize}'", () =>
    expect(fileProblem({ name: 'big.jpg', bytes: max + 1 }, max)).toBe(
      'The file big.jpg is too large. The maximum allowed file size is 20 MB',
    ));
  it("'The file {fileName} does not appear to be a supported file' for an empty file", () =>
    expect(fileProblem({ name: 'empty.jpg', bytes: 0 }, max)).toBe('The file empty.jpg does not appear to be a supported file'));
  it('accepts a named file within the limit', () => expect(fileProblem({ name: 'ok.jpg', bytes: max }, max)).toBeNull());
  it('sizes read as owners read them', () => {
    expect(formatSize(300 * 1024 * 1024)).toBe('300 MB');
    expect(formatSize(512 * 1024)).toBe('512 KB');
  });
});

describe('stored file names', () => {
  it('keep letters, digits, dots, dashes and underscores; drop folders', () => {
    expect(safeFileName('Summer look (final).JPG')).toBe('Summer-look-final-.JPG');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('...')).toBe('file');
    expect(safeFileName(`${'x'.repeat(300)}.png`)).toHaveLength(255);
  });
});

describe('colour data', () => {
  it('averages the four corners and the centre, and suggests the whole image’s average', () => {
    const size = 10;
    const pixels = new Uint8Array(size * size * 3);
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const colour = x < 5 ? (y < 5 ? [255, 0, 0] : [0, 0, 255]) : y < 5 ? [0, 255, 0] : [255, 255, 0];
        pixels.set(colour, (y * size + x) * 3);
      }
    const data = colorData(pixels, size);
    expect(data).toMatchObject({
      topLeftAverage: 'ff0000',
      topRightAverage: '00ff00',
      bottomLeftAverage: '0000ff',
      bottomRightAverage: 'ffff00',
      // The centre region straddles all four quarters; so does the whole image.
      centerAverage: '808040',
      suggestedBgColor: '808040',
    });
  });
});

describe('alt text', () => {
  it("is the image's own, else the product title, at most 250 characters", () => {
    expect(imageAlt('  A red mug ', 'Mug')).toBe('A red mug');
    expect(imageAlt('', 'Mug')).toBe('Mug');
    expect(imageAlt('', 'a '.repeat(300))).toHaveLength(250);
  });
});

describe('stored widths as templates read them (systemDataVariants)', () => {
  it('each width with a w, narrowest first, separated by commas', () => {
    expect(systemDataVariants([750, 100, 300, 500, 800])).toBe('100w,300w,500w,750w,800w');
    expect(systemDataVariants([60])).toBe('60w');
  });
});
