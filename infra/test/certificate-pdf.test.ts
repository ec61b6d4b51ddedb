import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_FONT_FILES } from '@app/functions/core/certificates/pdf/font-files';
import { certificatePdfBundling } from '../lib/constructs/operation-function';
import { unbundledTemplate } from './support/template';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The certificate PDF function as deployed: its settings, and its bundle printing with its fonts. */
describe('the certificate PDF function', () => {
  let template: Template;
  beforeAll(() => {
    template = unbundledTemplate('Certificates');
  });

  it('finds its fonts beside the bundle and knows the address it prints', () => {
    const [pdfFunction] = Object.values(
      template.findResources('AWS::Lambda::Function', {
        Properties: { Description: 'GET /api/certificates/{code}/pdf' },
      }),
    );
    expect(pdfFunction?.Properties.Environment.Variables).toMatchObject({
      CERTIFICATE_FONTS_DIR: '/var/task/fonts',
      SITE_URL: 'https://school.test',
    });
    expect(pdfFunction?.Properties.MemorySize).toBe(1024);
  });

  it('bundled as the stack bundles it (WOFF2 decoder left out, fonts copied), prints a certificate', async () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'certificate-bundle-'));
    const hooks = certificatePdfBundling.commandHooks!;
    for (const command of hooks.afterBundling(repoRoot, out)) execSync(command);
    for (const file of [...CERTIFICATE_FONT_FILES.regular, ...CERTIFICATE_FONT_FILES.bold]) {
      expect(existsSync(path.join(out, 'fonts', file)), file).toBe(true);
    }

    const alias = Object.fromEntries(
      Object.entries(certificatePdfBundling.esbuildArgs!).map(([name, value]) => [
        name.replace('--alias:', ''),
        String(value),
      ]),
    );
    await esbuild.build({
      entryPoints: [path.join(repoRoot, 'functions/src/core/certificates/pdf/certificate-pdf.ts')],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      outfile: path.join(out, 'index.js'),
      alias,
      external: certificatePdfBundling.externalModules,
      logLevel: 'silent',
    });
    const previous = process.env.CERTIFICATE_FONTS_DIR;
    process.env.CERTIFICATE_FONTS_DIR = path.join(out, 'fonts');
    try {
      const { certificatePdf } = createRequire(import.meta.url)(path.join(out, 'index.js'));
      const pdf: Uint8Array = await certificatePdf(
        {
          code: '7K3M-Q9XD-2HBT-8WZC-N4RF',
          studentId: 'student',
          studentName: 'فاطمة الزهراء',
          courseId: 'course',
          courseTitle: 'Quranic Arabic',
          level: 'beginner',
          note: '',
          issuedAt: '2026-11-23T10:00:00.000Z',
          issuedBy: 'admin',
          status: 'valid',
          revokedAt: null,
          revokedReason: null,
        },
        'Arabic & Quran Academy',
        'https://school.test/certificates/7K3M-Q9XD-2HBT-8WZC-N4RF',
      );
      expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
      // The fonts are embedded as subsets: the file stays small.
      expect(pdf.byteLength).toBeLessThan(60_000);
    } finally {
      if (previous === undefined) delete process.env.CERTIFICATE_FONTS_DIR;
      else process.env.CERTIFICATE_FONTS_DIR = previous;
    }
  });
});
