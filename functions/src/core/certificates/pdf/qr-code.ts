import { create } from 'qrcode/lib/core/qrcode.js';
import type { PDFPage, RGB } from 'pdf-lib';

/**
 * Draws a QR code of `text` as vector squares (sharp at any zoom or print size), its lower-left
 * corner at (x, y), `size` points wide, with the quiet zone the standard asks for inside `size`.
 */
export function drawQrCode(page: PDFPage, text: string, at: { x: number; y: number; size: number; color: RGB }) {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cell = at.size / (modules.size + quiet * 2);
  for (let row = 0; row < modules.size; row += 1) {
    // One rectangle per horizontal run of dark modules: fewer operators, no seams between them.
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      let end = column;
      while (end + 1 < modules.size && modules.get(row, end + 1)) end += 1;
      page.drawRectangle({
        x: at.x + (column + quiet) * cell,
        y: at.y + at.size - (row + quiet + 1) * cell,
        width: (end - column + 1) * cell,
        height: cell + 0.01,
        color: at.color,
      });
      column = end;
    }
  }
}
