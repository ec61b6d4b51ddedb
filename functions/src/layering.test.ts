import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of the back end are part of `npm run lint`: these fixtures prove the rules fire.
 * Each fixture is linted with the repository's own configuration at a path inside functions/src.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function ruleIdsFor(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('layer rules', () => {
  it('refuse an upward import: lib reaching into db', async () => {
    const ids = await ruleIdsFor(
      "import { transact } from '../db/transact';\nexport const fixture = transact;\n",
      'functions/src/lib/layer-fixture.ts',
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('refuse core importing the HTTP wrapper, and db importing core', async () => {
    expect(
      await ruleIdsFor(
        "import { httpHandler } from '../../http/http-handler';\nexport const fixture = httpHandler;\n",
        'functions/src/core/bookings/layer-fixture.ts',
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsFor(
        "import { consume } from '../../core/abuse/rate-limit';\nexport const fixture = consume;\n",
        'functions/src/db/entities/layer-fixture.ts',
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuse shared code importing a package above it', async () => {
    const ids = await ruleIdsFor(
      "import { routes } from '../../../functions/src/routes';\nexport const fixture = routes;\n",
      'shared/src/http/layer-fixture.ts',
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('accept a downward import: core using db and lib', async () => {
    const ids = await ruleIdsFor(
      "import { transact } from '../../db/transact';\nimport { log } from '../../lib/logger';\nexport const fixture = [transact, log];\n",
      'functions/src/core/bookings/layer-fixture.ts',
    );
    expect(ids).toEqual([]);
  });

  describe('cycles', () => {
    // A cycle needs both files on disk: the rule follows real imports.
    const folder = path.join(root, 'functions/src/db/__cycle_fixture__');
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('refuse two entity files that import each other', async () => {
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'one.ts'), "import { two } from './two';\nexport const one = () => two;\n");
      writeFileSync(path.join(folder, 'two.ts'), "import { one } from './one';\nexport const two = () => one;\n");
      const [result] = await eslint.lintFiles([path.join(folder, 'one.ts')]);
      expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
    });
  });
});
