import QRCode from 'qrcode';

/**
 * The QR code of a text as rows of modules (`1` dark), for `@shop/ui/invoice` to draw as SVG:
 * encoded here, on the server, so the browser never loads an encoder. Error correction M, as
 * ZATCA's simplified invoice QR codes are usually printed.
 */
export function qrModules(text: string): string[] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const rows: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let line = '';
    for (let column = 0; column < modules.size; column += 1) {
      line += modules.get(row, column) ? '1' : '0';
    }
    rows.push(line);
  }
  return rows;
}
