// Parses template text with the engine's own parser and assembler, remembering where each instruction and each
// syntax error sits in the text (the engine itself reports errors without positions).
import {
  Assembler,
  type Code,
  type TemplateError as EngineError,
  type FormatterMap,
  type Instruction,
  MatcherImpl,
  Parser,
  type PredicateMap,
  type RootCode,
} from '@squarespace/template-engine';
import { positionFinder, type SourcePosition } from './source-positions.ts';
import { errorKind, type TemplateError } from './template-errors.ts';

/** Where an instruction was written: its position and, for a partial, the partial's name. */
export type InstructionSource = SourcePosition & { partial?: string };

/** Instructions of every parsed text, by identity, to their place in that text. */
export type InstructionSources = WeakMap<object, InstructionSource>;

export type Tables = { formatters: FormatterMap; predicates: PredicateMap };

/** The assembler, recording the position of each instruction it accepts and of each error it raises. */
class PositionedAssembler extends Assembler {
  readonly located: TemplateError[] = [];
  private readonly openedAt = new WeakMap<object, number>();

  constructor(
    private readonly cursor: () => number,
    private readonly where: (offset: number) => InstructionSource,
    private readonly sources: InstructionSources,
  ) {
    super();
  }

  accept(inst: Instruction): void {
    if (typeof inst === 'object') {
      const offset = this.cursor();
      this.openedAt.set(inst, offset);
      this.sources.set(inst.code as object, this.where(offset));
    }
    super.accept(inst);
  }

  error(err: EngineError): void {
    super.error(err);
    const kind = errorKind(err.message);
    // An unclosed block is reported at the end of the text; point at the tag that opened it instead.
    // The assembler's block being filled: a private field of the engine's, which TypeScript lets code name only so.
    // biome-ignore lint/complexity/useLiteralKeys: see above
    const open = this['current'] as object;
    const offset = kind === 'unclosed-block' ? (this.openedAt.get(open) ?? this.cursor()) : this.cursor();
    this.located.push({ ...this.where(offset), message: err.message, kind });
  }
}

/** The executable code of a text and its errors with positions. Never throws. */
export function parseTemplate(
  text: string,
  tables: Tables,
  sources: InstructionSources,
  partial?: string,
): { code: RootCode; errors: TemplateError[] } {
  const find = positionFinder(text);
  const where = (offset: number): InstructionSource => (partial === undefined ? find(offset) : { ...find(offset), partial });
  let parser: Parser | null = null;
  // The parser's read position (a private field of the engine's, named so as above): at the opening '{' of the tag
  // being parsed when the assembler hears from it.
  // biome-ignore lint/complexity/useLiteralKeys: a private field
  const assembler = new PositionedAssembler(() => (parser as Parser | null)?.['idx'] ?? 0, where, sources);
  parser = new Parser(text, assembler, new MatcherImpl(''), tables.formatters, tables.predicates);
  parser.parse();
  return { code: assembler.code() as Code as RootCode, errors: assembler.located };
}
