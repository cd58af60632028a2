import { describe, expect, it } from 'vitest';
import { SELLER_BULK_STOCK_MAX } from '#sellers/seller-role-schemas.ts';
import { STOCK_APPLY_CHUNK, stockOfText } from '#sellers/seller-stock-import-schemas.ts';
import { parseStockCsv, toCsv } from '#sellers/stock-csv.ts';

describe('parseStockCsv', () => {
  it('reads sku and stock by their header, in any order, skipping blank lines and other columns', () => {
    const result = parseStockCsv(
      'name,Stock,SKU\r\nDates,12,ABC-1\r\n\r\n"Milk, fresh",0,ABC-2\r\n',
    );
    expect(result).toEqual({
      rows: [
        { line: 2, sku: 'ABC-1', stock: '12' },
        { line: 4, sku: 'ABC-2', stock: '0' },
      ],
    });
  });

  it('accepts semicolons, a byte order mark, quoted fields and Arabic-Indic digits', () => {
    const result = parseStockCsv('\uFEFFsku;stock\n"A;1";٤٥\nB-2;۱۲\n"C ""x""";7');
    expect(result).toEqual({
      rows: [
        { line: 2, sku: 'A;1', stock: '45' },
        { line: 3, sku: 'B-2', stock: '12' },
        { line: 4, sku: 'C "x"', stock: '7' },
      ],
    });
  });

  it('keeps a row whose cells are missing or odd for the preview to judge', () => {
    expect(parseStockCsv('sku,stock\nA\n,5\nB,-3\nC,1.5')).toEqual({
      rows: [
        { line: 2, sku: 'A', stock: '' },
        { line: 3, sku: '', stock: '5' },
        { line: 4, sku: 'B', stock: '-3' },
        { line: 5, sku: 'C', stock: '1.5' },
      ],
    });
  });

  it('says why a file cannot be read', () => {
    expect(parseStockCsv('')).toEqual({ problem: 'empty' });
    expect(parseStockCsv('sku,stock\n\n')).toEqual({ problem: 'empty' });
    expect(parseStockCsv('code,quantity\nA,1')).toEqual({ problem: 'no_header' });
    const many = ['sku,stock', ...Array.from({ length: 1001 }, (_, i) => `S${i},1`)].join('\n');
    expect(parseStockCsv(many)).toEqual({ problem: 'too_many_rows' });
  });

  it('reads back what toCsv writes', () => {
    const csv = toCsv(['sku', 'name', 'stock'], [['A,1', 'Say "hi"', 3]]);
    expect(csv).toBe('sku,name,stock\r\n"A,1","Say ""hi""",3\r\n');
    expect(parseStockCsv(csv)).toEqual({ rows: [{ line: 2, sku: 'A,1', stock: '3' }] });
  });
});

describe('stockOfText', () => {
  it('reads whole numbers in any digits and names what else is wrong', () => {
    expect(stockOfText(' 007 ')).toEqual({ stock: 7 });
    expect(stockOfText('١٠٠')).toEqual({ stock: 100 });
    expect(stockOfText('1000000')).toEqual({ stock: 1_000_000 });
    expect(stockOfText('1000001')).toEqual({ error: 'above_max' });
    expect(stockOfText('99999999999999999999')).toEqual({ error: 'above_max' });
    expect(stockOfText('-4')).toEqual({ error: 'negative' });
    expect(stockOfText('\u22124')).toEqual({ error: 'negative' });
    expect(stockOfText('2.5')).toEqual({ error: 'not_whole_number' });
    expect(stockOfText('ten')).toEqual({ error: 'not_whole_number' });
    expect(stockOfText('')).toEqual({ error: 'not_whole_number' });
    expect(stockOfText('1e3')).toEqual({ error: 'not_whole_number' });
  });
});

it('applies in calls as large as POST Seller/Stock takes', () => {
  expect(STOCK_APPLY_CHUNK).toBe(SELLER_BULK_STOCK_MAX);
});
