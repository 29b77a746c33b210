// The rows of a stored CSV file, streamed (csv-parse): never more than one row in memory. Rows are numbered as a
// spreadsheet shows them (the header is row 1); a syntax error — or a NUL character, which no text file holds and no
// column may store — ends the reading with its row and what is wrong.
import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { CSV_NUL_MESSAGE, csvSyntaxMessage } from '../../../domain/catalog-csv.ts';
import { MAX_IMPORT_ROW_CHARS } from '../../../domain/store-limits.ts';

export class CsvSyntaxError extends Error {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(message);
  }
}

/** Each row's cells with its row number; throws CsvSyntaxError at a row that is not CSV. */
export async function* csvRows(source: Readable): AsyncGenerator<{ row: number; cells: string[] }> {
  const parser = source.pipe(
    parse({ bom: true, relax_column_count: true, max_record_size: MAX_IMPORT_ROW_CHARS, skip_empty_lines: false }),
  );
  // A failing source (a storage read error) fails the parser too.
  source.once('error', (err) => parser.destroy(err));
  let row = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      row++;
      if (cells.some((cell) => cell.includes('\u0000'))) throw new CsvSyntaxError(row, CSV_NUL_MESSAGE);
      yield { row, cells };
    }
  } catch (err) {
    // The parser may have read ahead of the rows handed out: its own count says where it stopped.
    const parsed = err instanceof CsvError && typeof err.records === 'number' ? err.records : row;
    if (err instanceof CsvError) throw new CsvSyntaxError(parsed + 1, csvSyntaxMessage(err.code, MAX_IMPORT_ROW_CHARS));
    throw err;
  } finally {
    source.destroy();
    parser.destroy();
  }
}
