/**
 * Saves `text` as a CSV file the browser downloads (a UTF-8 byte order mark first, so a
 * spreadsheet reads Arabic names right).
 */
export function saveCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
