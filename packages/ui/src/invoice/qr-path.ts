/**
 * An SVG path of a QR code's dark modules, one sub-path per horizontal run (`M3 0h2v1h-2z`), in
 * module units: rows of `0`/`1` from the encoder, `1` dark.
 */
export function qrPath(rows: readonly string[]): string {
  let path = '';
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length;) {
      if (row[x] !== '1') {
        x += 1;
        continue;
      }
      let end = x;
      while (row[end] === '1') end += 1;
      path += `M${x} ${y}h${end - x}v1h-${end - x}z`;
      x = end;
    }
  });
  return path;
}
