// Blocks, the parts a page or item body is made of: an owner's input read into a validated block or refused per
// field, and a body's list of blocks bounded in count and size. Types implemented in full have their data checked
// by block-data.ts; every other type is kept exactly as it came (bounded JSON only) and renders as nothing.
//
// Input of one block: { id?: string, type: number | string, data?: object }. `type` is the spec's number (2) or a
// name ('html'); implemented types come back under their name with their data's defaults filled in.
import type { z } from 'zod';
import { BLOCK_DATA_SCHEMAS, type BlockData } from './block-data.ts';
import {
  blockTypeName,
  blockTypeNumber,
  type ImplementedBlockType,
  isBlockTypeName,
  isBlockTypeNumber,
  isImplementedBlockType,
  type NumberedBlockTypeName,
} from './block-types.ts';
import { type JsonValue, jsonProblem } from './bounded-json.ts';
import { alreadyExistsMessage, notExpectedOptionMessage, quoteValue } from './editing-messages.ts';
import { PromotedBlockType, type PromotedBlockTypeName } from './site-structure.ts';
import { MAX_BLOCK_CHARS, MAX_BLOCK_JSON_DEPTH, MAX_BLOCKS_PER_BODY, MAX_CONTENT_BODY_CHARS } from './store-limits.ts';

/** A block of a type implemented in full, its data validated and completed. */
export type ImplementedBlock = {
  [T in ImplementedBlockType]: { id?: string; type: T; data: BlockData<T> };
}[ImplementedBlockType];
/** A block of any other type: its type and data exactly as given. */
export type OtherBlock = {
  id?: string;
  type: number | Exclude<NumberedBlockTypeName, ImplementedBlockType>;
  data?: JsonValue;
};
export type Block = ImplementedBlock | OtherBlock;

/** A refusal of one field: `field` is a dotted path ('blocks.2.data.url'), `message` a sentence for the owner. */
export type BlockProblem = { field: string; message: string };
export type BlockResult = { ok: true; block: Block } | { ok: false; problems: BlockProblem[] };
export type BlockListResult = { ok: true; blocks: Block[] } | { ok: false; problems: BlockProblem[] };

export const MAX_BLOCK_ID_LENGTH = 64;
const BLOCK_ID = /^[A-Za-z0-9_-]+$/;
const BLOCK_KEYS = new Set(['id', 'type', 'data']);

export const BLOCK_NOT_AN_OBJECT_MESSAGE = 'A block needs a type and its data.';
export const BLOCK_TYPE_REQUIRED_MESSAGE = 'Choose a block type.';
export const BLOCK_ID_MESSAGE = `A block id is 1 to ${MAX_BLOCK_ID_LENGTH} letters, digits, '-' or '_'.`;
export const BLOCK_DATA_NOT_AN_OBJECT_MESSAGE = 'Block data must be a list of named values.';
export const BLOCKS_NOT_A_LIST_MESSAGE = 'Blocks must be a list.';
export const TOO_MANY_BLOCKS_MESSAGE = `A page can hold at most ${MAX_BLOCKS_PER_BODY} blocks.`;
export const BODY_TOO_LONG_MESSAGE = `A page's blocks can be at most ${MAX_CONTENT_BODY_CHARS.toLocaleString('en-US')} characters long.`;

const join = (prefix: string, field: string) => (prefix && field ? `${prefix}.${field}` : prefix || field);

/** Zod's refusals as owner-facing ones: one per field, unknown keys named one by one. */
function problemsOf(error: z.ZodError, prefix: string): BlockProblem[] {
  const problems: BlockProblem[] = [];
  for (const issue of error.issues) {
    const at = join(prefix, issue.path.map(String).join('.'));
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) problems.push({ field: join(at, key), message: notExpectedOptionMessage(quoteValue(key)) });
    } else if (issue.code === 'invalid_type' && issue.expected === 'object') {
      problems.push({ field: at, message: BLOCK_DATA_NOT_AN_OBJECT_MESSAGE });
    } else if (!problems.some((p) => p.field === at)) {
      problems.push({ field: at, message: issue.message });
    }
  }
  return problems;
}

/** Validates the data of an implemented block type, filling its defaults. */
export function parseBlockData<T extends ImplementedBlockType>(
  type: T,
  raw: unknown,
  field = 'data',
): { ok: true; data: BlockData<T> } | { ok: false; problems: BlockProblem[] } {
  const result = BLOCK_DATA_SCHEMAS[type].safeParse(raw ?? {});
  return result.success ? { ok: true, data: result.data as BlockData<T> } : { ok: false, problems: problemsOf(result.error, field) };
}

/**
 * Reads one block: the validated block, or every refusal with its field. The whole block must first be bounded
 * JSON (MAX_BLOCK_CHARS, MAX_BLOCK_JSON_DEPTH); `field` prefixes the fields of the refusals ('blocks.3').
 */
export function parseBlock(raw: unknown, field = ''): BlockResult {
  const refuse = (f: string, message: string): BlockResult => ({ ok: false, problems: [{ field: join(field, f), message }] });
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return refuse('', BLOCK_NOT_AN_OBJECT_MESSAGE);
  const bound = jsonProblem(raw, { maxDepth: MAX_BLOCK_JSON_DEPTH, maxChars: MAX_BLOCK_CHARS }, 'A block');
  if (bound) return refuse('', bound);
  const input = raw as Record<string, unknown>;
  const problems: BlockProblem[] = [];
  for (const key of Object.keys(input))
    if (!BLOCK_KEYS.has(key)) problems.push({ field: join(field, key), message: notExpectedOptionMessage(quoteValue(key)) });
  const { id, type, data } = input;
  if (id !== undefined && (typeof id !== 'string' || id.length > MAX_BLOCK_ID_LENGTH || !BLOCK_ID.test(id)))
    problems.push({ field: join(field, 'id'), message: BLOCK_ID_MESSAGE });
  if (type === undefined || type === null || type === '')
    problems.push({ field: join(field, 'type'), message: BLOCK_TYPE_REQUIRED_MESSAGE });
  else if (!isBlockTypeNumber(type) && !isBlockTypeName(type))
    problems.push({ field: join(field, 'type'), message: notExpectedOptionMessage(quoteValue(type)) });
  if (problems.length) return { ok: false, problems };

  const name = typeof type === 'number' ? blockTypeName(type) : (type as string);
  const withId = <B extends object>(block: B) => (id === undefined ? block : { id: id as string, ...block });
  if (isImplementedBlockType(name)) {
    const parsed = parseBlockData(name, data, join(field, 'data'));
    if (!parsed.ok) return parsed;
    return { ok: true, block: withId({ type: name, data: parsed.data }) as ImplementedBlock };
  }
  if (data !== undefined && (typeof data !== 'object' || data === null || Array.isArray(data)))
    return refuse('data', BLOCK_DATA_NOT_AN_OBJECT_MESSAGE);
  const other = (data === undefined ? { type } : { type, data }) as OtherBlock;
  return { ok: true, block: withId(other) };
}

/**
 * Reads a page's or item's blocks in order: at most MAX_BLOCKS_PER_BODY blocks and MAX_CONTENT_BODY_CHARS of JSON,
 * ids unique. Refusals name the block by its place ('blocks.2.data.url').
 */
export function parseBlockList(raw: unknown, field = 'blocks'): BlockListResult {
  if (!Array.isArray(raw)) return { ok: false, problems: [{ field, message: BLOCKS_NOT_A_LIST_MESSAGE }] };
  if (raw.length > MAX_BLOCKS_PER_BODY) return { ok: false, problems: [{ field, message: TOO_MANY_BLOCKS_MESSAGE }] };
  const blocks: Block[] = [];
  const problems: BlockProblem[] = [];
  const ids = new Set<string>();
  for (const [index, item] of raw.entries()) {
    const result = parseBlock(item, `${field}.${index}`);
    if (!result.ok) {
      problems.push(...result.problems);
      continue;
    }
    const { id } = result.block;
    if (id !== undefined && ids.has(id)) problems.push({ field: `${field}.${index}.id`, message: alreadyExistsMessage('block id') });
    if (id !== undefined) ids.add(id);
    blocks.push(result.block);
  }
  if (problems.length) return { ok: false, problems };
  if (JSON.stringify(blocks).length > MAX_CONTENT_BODY_CHARS) return { ok: false, problems: [{ field, message: BODY_TOO_LONG_MESSAGE }] };
  return { ok: true, blocks };
}

/** Whether a block is of a type implemented in full (and so is rendered); the others render as nothing. */
export const isImplementedBlock = (block: Block): block is ImplementedBlock => isImplementedBlockType(block.type);

/** The spec's number of a block's type (for `?format=json`), or null for the types known by name only. */
export const blockNumber = (block: Block): number | null => (typeof block.type === 'number' ? block.type : blockTypeNumber(block.type));

const PROMOTED_BLOCK_TYPES = new Set<number>(Object.values(PromotedBlockType));

/** The type of the block an item promotes (spec §3 item field `promotedBlockType`), or null: its body's first block
 * when that block is of a promoted block type (site-structure.ts `PromotedBlockType`), as Squarespace promotes the
 * block a post opens with — an image, a video, a quote… — into its list view. A body that opens with any other block
 * (text, a button) promotes nothing, whatever comes after it. Types sent by number or by name count alike. */
export function promotedBlockType(blocks: readonly Pick<Block, 'type'>[]): PromotedBlockTypeName | null {
  const first = blocks[0];
  if (!first) return null;
  const n = typeof first.type === 'number' ? first.type : blockTypeNumber(first.type);
  return n !== null && PROMOTED_BLOCK_TYPES.has(n) ? (blockTypeName(n) as PromotedBlockTypeName) : null;
}
