/** Formats rows (arrays of cells) as a plain-text table; numbers right-aligned. */
export function table(header, rows) {
  const cells = [header, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  const widths = header.map((_, column) =>
    Math.max(...cells.map((row) => [...(row[column] ?? '')].length)),
  );
  const numeric = header.map((_, column) =>
    rows.every(
      (row) => row[column] === '' || /^[\d,.\s–-]+$|^n\/a/.test(String(row[column] ?? '')),
    ),
  );
  const line = (row) =>
    row
      .map((cell, column) => {
        const pad = ' '.repeat(widths[column] - [...cell].length);
        return numeric[column] ? pad + cell : cell + pad;
      })
      .join('  ')
      .trimEnd();
  return [
    line(cells[0]),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
}

export const int = (value) => Math.round(value).toLocaleString('en');
export const ms = (value) =>
  Number.isNaN(value) ? 'n/a' : value >= 100 ? Math.round(value).toString() : value.toFixed(1);
