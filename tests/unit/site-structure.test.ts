// The numbered kinds of the site builder: the spec's numbers, and the template engine's where the spec names none, so
// that a template's predicates (`{.background-source-none?}`, `{.current-type? heading}`) read the JSON's numbers.
import {
  BackgroundSource as EngineBackgroundSource,
  RecordType as EngineRecordType,
  SliceType as EngineSliceType,
} from '@squarespace/template-engine/lib/plugins/enums.js';
import { CONTENT_PREDICATES } from '@squarespace/template-engine/lib/plugins/predicates.content.js';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPE_NUMBERS } from '../../domain/block-types.ts';
import { BackgroundSource, PageType, PromotedBlockType, pageTypeOfPage, RecordType, SliceType } from '../../domain/site-structure.ts';

/** The engine's values by name, its `undefined` (-1) left out; names as ours write them (CSSASSET: CSS_ASSET). */
const engine = (values: { code: number; name: string }[]) =>
  Object.fromEntries(values.filter((v) => v.code > 0).map((v) => [v.name.toUpperCase().replaceAll('-', '_'), v.code]));

describe('record types', () => {
  it('are the spec’s numbers: text 1, image 2, quote 4, link 5, chat 6, audio 7, video 8, review 10, store item 11, event 12, thread 13, gallery 14, binary 15, kbarticle 54', () => {
    expect(RecordType).toMatchObject({
      TEXT: 1,
      IMAGE: 2,
      QUOTE: 4,
      LINK: 5,
      CHAT: 6,
      AUDIO: 7,
      VIDEO: 8,
      REVIEW: 10,
      STORE_ITEM: 11,
      EVENT: 12,
      THREAD: 13,
      GALLERY: 14,
      BINARY: 15,
      KBARTICLE: 54,
    });
  });

  it('every record type the template engine knows is one of ours, with its number', () => {
    const ours: number[] = Object.values(RecordType);
    const theirs = EngineRecordType.values().filter((v) => v.code > 0);
    expect(theirs.filter((v) => !ours.includes(v.code))).toEqual([]);
    expect(RecordType).toMatchObject({ CSS_ASSET: 16, DIGITAL_GOOD: 18, EXPORT_WORDPRESS: 20, SITE_SEARCH: 30, TWEET: 50, CHECKIN: 52 });
  });
});

describe('background sources and slice types', () => {
  it('background sources upload, instagram, video, none are the engine’s numbers', () => {
    expect(BackgroundSource).toEqual(engine(EngineBackgroundSource.values()));
  });

  it('slice types heading, body, image, gallery, video and others are the engine’s numbers', () => {
    expect(SliceType).toMatchObject({ HEADING: 1, BODY: 3, IMAGE: 4, GALLERY: 5, VIDEO: 6 });
    expect(Object.values(SliceType).sort((a, b) => a - b)).toEqual(Object.values(engine(EngineSliceType.values())).sort((a, b) => a - b));
  });
});

describe('promoted block types', () => {
  it('promoted block types map, embed, image, code, quote, twitter, link, video, foursquare, instagram, form, in that order', () => {
    expect(Object.keys(PromotedBlockType)).toEqual([
      'MAP',
      'EMBED',
      'IMAGE',
      'CODE',
      'QUOTE',
      'TWITTER',
      'LINK',
      'VIDEO',
      'FOURSQUARE',
      'INSTAGRAM',
      'FORM',
    ]);
  });

  it('each is numbered as the block type it is: map 4, embed 22, image 5, code 23, quote 31, …, form 9', () => {
    for (const [name, n] of Object.entries(PromotedBlockType))
      expect([name, n]).toEqual([name, BLOCK_TYPE_NUMBERS[name.toLowerCase() as keyof typeof BLOCK_TYPE_NUMBERS]]);
    expect(PromotedBlockType).toMatchObject({ MAP: 4, EMBED: 22, IMAGE: 5, CODE: 23, QUOTE: 31, VIDEO: 32, FORM: 9 });
  });

  it('are exactly the types the template engine’s promoted…? predicates test an item’s promotedBlockType for', () => {
    const theirs = Object.keys(CONTENT_PREDICATES)
      .filter((name) => /^promoted[A-Z]+\?$/.test(name))
      .map((name) => name.slice('promoted'.length, -1));
    expect(theirs.sort()).toEqual(Object.keys(PromotedBlockType).sort());
  });
});

describe('the page type of a website’s page', () => {
  it('locked 103 until unlocked, then protected content 105; splash 3; plain page 2; lists and folders main content 1', () => {
    const of = (typeName: string, locked = false, unlocked = true) => pageTypeOfPage({ typeName, locked, unlocked });
    expect(of('blog', true, false)).toBe(PageType.LOCK_SCREEN);
    expect(of('page', true, true)).toBe(PageType.PROTECTED_CONTENT);
    expect([of('splash'), of('page'), of('blog'), of('events'), of('gallery'), of('folder')]).toEqual([3, 2, 1, 1, 1, 1]);
  });
});
