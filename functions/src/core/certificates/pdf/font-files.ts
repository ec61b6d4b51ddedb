/**
 * The fonts a certificate is printed in: Amiri (a naskh typeface with Latin letters to match),
 * WOFF files of the @fontsource/amiri package. Each file covers part of Unicode; a character is
 * printed in the first file that has it. In AWS the stack copies these files into the function's
 * bundle (`fonts/`); locally they are read from node_modules.
 */
export const FONT_PACKAGE_FILES_DIR = 'node_modules/@fontsource/amiri/files';

export const CERTIFICATE_FONT_FILES = {
  regular: ['amiri-latin-400-normal.woff', 'amiri-latin-ext-400-normal.woff', 'amiri-arabic-400-normal.woff'],
  bold: ['amiri-latin-700-normal.woff', 'amiri-latin-ext-700-normal.woff', 'amiri-arabic-700-normal.woff'],
} as const;
