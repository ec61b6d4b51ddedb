import { PDFDocument, rgb } from 'pdf-lib';
import { LEVEL_LABELS } from '@app/shared/courses/schemas';
import { formatCertificateDate } from '@app/shared/certificates/format-date';
import type { Certificate } from '@app/shared/certificates/schemas';
import { embedFaces } from './fonts';
import { drawQrCode } from './qr-code';
import { drawCentredLine, wrapLines } from './text-line';

/** The school's colours (the site's theme): deep green, navy ink, a gold rule, paper. */
const GREEN = rgb(0x1e / 255, 0x52 / 255, 0x3d / 255);
const INK = rgb(0x0a / 255, 0x18 / 255, 0x28 / 255);
const MUTED = rgb(0x4a / 255, 0x55 / 255, 0x62 / 255);
const GOLD = rgb(0xb0 / 255, 0x8d / 255, 0x3c / 255);
const PAPER = rgb(0xfb / 255, 0xf8 / 255, 0xf1 / 255);

/** A4 landscape, in points. */
const WIDTH = 841.89;
const HEIGHT = 595.28;
const CENTER = WIDTH / 2;
const TEXT_WIDTH = 620;

/**
 * The certificate as a one-page PDF: who completed which course at which level, when, issued by
 * which school, the admin's note, and how to check it (the verification address and its QR code).
 */
export async function certificatePdf(
  certificate: Certificate,
  school: string,
  verificationUrl: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Certificate of Completion: ${certificate.studentName}, ${certificate.courseTitle}`);
  doc.setAuthor(school);
  doc.setSubject(`Verify at ${verificationUrl}`);
  doc.setCreator(school);
  doc.setCreationDate(new Date(certificate.issuedAt));
  const { regular, bold } = await embedFaces(doc);
  const page = doc.addPage([WIDTH, HEIGHT]);

  page.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT, color: PAPER });
  page.drawRectangle({ x: 22, y: 22, width: WIDTH - 44, height: HEIGHT - 44, borderColor: GREEN, borderWidth: 4 });
  page.drawRectangle({ x: 32, y: 32, width: WIDTH - 64, height: HEIGHT - 64, borderColor: GOLD, borderWidth: 1 });

  const line = (text: string, y: number, size: number, face = regular, color = INK) =>
    drawCentredLine(page, text, { face, size, centerX: CENTER, y, color, maxWidth: TEXT_WIDTH });

  line(school.toUpperCase(), 512, 15, bold, GREEN);
  line('Certificate of Completion', 450, 40, bold, INK);
  line('This certifies that', 408, 15, regular, MUTED);
  line(certificate.studentName, 356, 36, bold, GREEN);
  page.drawLine({ start: { x: CENTER - 210, y: 342 }, end: { x: CENTER + 210, y: 342 }, thickness: 1, color: GOLD });
  line('has completed the course', 310, 15, regular, MUTED);
  line(certificate.courseTitle, 272, 26, bold, INK);
  line(`${LEVEL_LABELS[certificate.level]} level`, 246, 14, regular, MUTED);
  wrapLines(certificate.note, regular, 12.5, TEXT_WIDTH - 80, 4).forEach((text, index) =>
    line(text, 214 - index * 17, 12.5, regular, INK),
  );

  // Foot: date on the left, the school's seal line in the middle, verification on the right.
  const footY = 92;
  page.drawLine({ start: { x: 86, y: footY + 18 }, end: { x: 286, y: footY + 18 }, thickness: 0.8, color: GOLD });
  drawCentredLine(page, formatCertificateDate(certificate.issuedAt), {
    face: bold,
    size: 14,
    centerX: 186,
    y: footY + 26,
    color: INK,
    maxWidth: 200,
  });
  drawCentredLine(page, 'Date of issue', {
    face: regular,
    size: 11,
    centerX: 186,
    y: footY,
    color: MUTED,
    maxWidth: 200,
  });
  page.drawLine({ start: { x: 330, y: footY + 18 }, end: { x: 530, y: footY + 18 }, thickness: 0.8, color: GOLD });
  drawCentredLine(page, school, { face: bold, size: 13, centerX: 430, y: footY + 26, color: GREEN, maxWidth: 200 });
  drawCentredLine(page, 'Issuing school', {
    face: regular,
    size: 11,
    centerX: 430,
    y: footY,
    color: MUTED,
    maxWidth: 200,
  });

  const qrSize = 92;
  const qrX = WIDTH - 64 - qrSize - 40;
  drawQrCode(page, verificationUrl, { x: qrX, y: 74, size: qrSize, color: INK });
  drawCentredLine(page, `Certificate ${certificate.code}`, {
    face: regular,
    size: 9,
    centerX: qrX + qrSize / 2,
    y: 62,
    color: MUTED,
    maxWidth: 220,
  });
  line(`Check that this certificate is genuine at ${verificationUrl}`, 44, 9.5, regular, MUTED);

  return doc.save();
}
