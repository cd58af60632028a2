import type { StockImportRow } from '#sellers/seller-stock-import-schemas.ts';
import {
  normalizeDigits,
  STOCK_IMPORT_ROWS_MAX,
  STOCK_IMPORT_SKU_MAX,
  STOCK_IMPORT_STOCK_MAX_LENGTH,
} from '#sellers/stock-import-constants.ts';

// The stock CSV a seller imports (issue 17), read in the browser: a header row naming `sku` and
// `stock` (any order, other columns such as the template's `name` ignored, any case), fields
// separated by commas or semicolons (what a spreadsheet in an Arabic or European locale saves),
// quoted fields as RFC 4180 has them, CRLF or LF, an optional UTF-8 byte order mark, blank lines
// skipped. Digits are made ASCII; whether a stock is valid is the API's preview to say.

/** Why a file cannot be read at all (`backoffice:stockImport.fileError.*`). */
export type StockCsvProblem = 'empty' | 'no_header' | 'too_many_rows';

export type StockCsvResult =
  { rows: (StockImportRow & { line: number })[] } | { problem: StockCsvProblem };

/** The records of `text`: each a list of fields and the line it starts on (1-based). */
function records(text: string, separator: string): { fields: string[]; line: number }[] {
  const out: { fields: string[]; line: number }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (char === separator) {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      fields.push(field);
      out.push({ fields, line: start });
      fields = [];
      field = '';
      line += 1;
      start = line;
    } else field += char;
  }
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    out.push({ fields, line: start });
  }
  return out.filter((record) => record.fields.some((value) => value.trim() !== ''));
}

/** The separator of the header line: a semicolon when it has one and no comma. */
function separatorOf(text: string): string {
  const header = text.slice(0, text.search(/\r|\n|$/));
  return header.includes(';') && !header.includes(',') ? ';' : ',';
}

/**
 * The rows of a stock CSV (each with the file line it came from), or why there are none to
 * read: no row at all, no `sku` and `stock` header, more than STOCK_IMPORT_ROWS_MAX rows.
 */
export function parseStockCsv(input: string): StockCsvResult {
  const text = input.replace(/^\uFEFF/, '');
  const all = records(text, separatorOf(text));
  const [header, ...body] = all;
  if (!header) return { problem: 'empty' };
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const skuAt = names.indexOf('sku');
  const stockAt = names.indexOf('stock');
  if (skuAt < 0 || stockAt < 0) return { problem: 'no_header' };
  if (body.length === 0) return { problem: 'empty' };
  if (body.length > STOCK_IMPORT_ROWS_MAX) return { problem: 'too_many_rows' };
  return {
    rows: body.map(({ fields, line }) => ({
      line,
      sku: (fields[skuAt] ?? '').trim().slice(0, STOCK_IMPORT_SKU_MAX),
      stock: normalizeDigits(fields[stockAt] ?? '')
        .trim()
        .slice(0, STOCK_IMPORT_STOCK_MAX_LENGTH),
    })),
  };
}

/** One CSV field: quoted when it holds a separator, quote or line break (and quotes doubled). */
function csvField(value: string | number): string {
  const text = String(value);
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV of `rows` under `header` (CRLF lines, as RFC 4180 and spreadsheets expect). */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
