// The console's website screens, their pure parts: blocks as the API answers and takes them, a page's place sent
// only when changed, and template positions turned into a caret offset.
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, fromApi, newBlock, toApi } from '../../client/src/console/website/block-fields.ts';
import { placeChange } from '../../client/src/console/website/PagePlace.tsx';
import { offsetOf } from '../../client/src/console/website/TemplateText.tsx';
import { IMPLEMENTED_BLOCK_TYPES } from '../../domain/block-types.ts';
import { parseBlockList } from '../../domain/blocks.ts';

describe('blocks in the editor', () => {
  it('offers every block type the API renders in full', () => {
    expect(BLOCK_TYPES.map((t) => t.type).sort()).toEqual([...IMPLEMENTED_BLOCK_TYPES].sort());
  });

  it('keeps ids owners gave, drops the ones made from a place, and leaves empty optional links out', () => {
    const blocks = fromApi([
      { id: 'intro', type: 'html', storedData: { html: '<p>Hi</p>' } },
      { id: 'block-1', type: 'image', storedData: { assetUrl: '/a.jpg', link: '', altText: '', caption: '', newWindow: false } },
    ]);
    expect(toApi(blocks)).toEqual([
      { id: 'intro', type: 'html', data: { html: '<p>Hi</p>' } },
      { type: 'image', data: { assetUrl: '/a.jpg', altText: '', caption: '', newWindow: false } },
    ]);
  });

  it('starts each type with data the API reads (only what the owner must fill is refused)', () => {
    for (const { type } of BLOCK_TYPES) {
      const block = newBlock(type);
      expect(block.id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      const parsed = parseBlockList(toApi([block]));
      const problems = parsed.ok ? [] : parsed.problems.map((p) => p.field);
      for (const field of problems) expect(field, `${type}: ${field}`).toMatch(/^blocks\.0\.data\.\w+/);
    }
  });
});

describe('a page’s place', () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(entries)) data.set(k, v);
    return data;
  };
  it('sends nothing when neither the navigation nor the folder changed', () => {
    expect(placeChange(form({ navigation: 'MAIN', folderId: '' }), { navigation: 'MAIN', folderId: null, isFolder: false })).toEqual({});
  });
  it('sends what changed; the top level as null', () => {
    expect(placeChange(form({ navigation: 'MAIN', folderId: 'f1' }), { navigation: 'MAIN', folderId: null, isFolder: false })).toEqual({
      folderId: 'f1',
    });
    expect(placeChange(form({ navigation: 'SECONDARY', folderId: '' }), { navigation: 'MAIN', folderId: 'f1', isFolder: false })).toEqual({
      navigation: 'SECONDARY',
      folderId: null,
    });
  });
});

describe('template positions', () => {
  const text = '<ul>\n{.repeated section items}<li>{title|shout}</li>{.end}\n</ul>';
  it('puts the caret at a line and column (from 1)', () => {
    expect(text.slice(offsetOf(text, 2, 30))).toMatch(/^\{title\|shout\}/);
    expect(offsetOf(text, 1, 1)).toBe(0);
  });
  it('keeps the caret inside the text for positions past it', () => {
    expect(offsetOf(text, 9, 1)).toBe(text.lastIndexOf('\n') + 1);
    expect(offsetOf(text, 1, 99)).toBe(4);
  });
});
