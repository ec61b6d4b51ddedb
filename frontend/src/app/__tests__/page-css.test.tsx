// @vitest-environment node
import { Box, ChakraProvider, Flex } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createEmotionCache } from '../emotion-cache';
import { system } from '../theme';

/** The CSS a page's head gets for `ui`, rendered as the prerender does (entry.server.tsx). */
function pageCss(ui: React.ReactNode): string {
  const cache = createEmotionCache();
  cache.compat = true;
  renderToString(
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>{ui}</ChakraProvider>
    </CacheProvider>,
  );
  return Object.values(cache.inserted)
    .filter((css): css is string => typeof css === 'string')
    .join('\n');
}

describe('the CSS in a page’s head', () => {
  const css = pageCss(
    <Flex direction="column" align="center" transform="translateX(1px)">
      <Box userSelect="none">Hold</Box>
    </Flex>,
  );

  it('has no vendor twins that current browsers do not read, but keeps Safari’s -webkit-user-select', () => {
    // The components' rules (Chakra's reset writes a few prefixed properties of its own).
    const components = [...css.matchAll(/\.css-[\w-]+\{[^}]*\}/g)].map((match) => match[0]).join('\n');
    expect(components).toContain('flex-direction:column');
    expect(components).toContain('translate');
    expect(components).not.toMatch(/-ms-|-moz-|-webkit-box|-webkit-flex|-webkit-transform|-webkit-align/);
    expect(components).toContain('-webkit-user-select:none;user-select:none;');
  });

  it('declares Chakra’s ring, filter and border defaults once on the root element, not on every element', () => {
    const everyElement = [...css.matchAll(/(?:^|[}\s;])\*\{([^}]*)\}/g)].map((match) => match[1]).join(';');
    expect(everyElement).not.toContain('--ring-inset');
    expect(everyElement).not.toContain('--global-color-border');
    expect(css).toMatch(/html\{[^}]*--ring-inset:[^}]*--global-color-border:/);
    expect(css).toMatch(/html\{[^}]*font-feature-settings:"cv11"/);
  });
});

describe('the utilities that would read Chakra’s ring, filter and backdrop values from an ancestor', () => {
  it('are used nowhere in the app (those values are declared once on the root element: theme.ts)', () => {
    const src = path.resolve(import.meta.dirname, '../..');
    const files = readdirSync(src, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    );
    expect(files.length).toBeGreaterThan(100);
    const reading =
      /\b(ring|ringColor|ringWidth|ringOffset|ringOffsetColor|ringInset)\s*[=:]|\b(filter|backdropFilter)\s*[=:]\s*["'{]*\s*["']auto["']/;
    const users = files
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => reading.test(readFileSync(file, 'utf8')));
    expect(users).toEqual([]);
  });
});
