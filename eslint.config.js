import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { backendLayerZones } from './eslint.layers.js';

/**
 * Features do not import one another (bulletproof-react's rule): what two features need lives in
 * src/components or src/lib, and src/app composes features. A file `depth` folders inside
 * src/features/<feature> reaches another feature by climbing exactly `depth` levels
 * ('../other/…' from the feature's root, '../../other/…' from its components/), or through
 * '…/features/…'. One block per depth, so no feature needs to be listed by name.
 */
const FEATURE_MESSAGE =
  'A feature must not import another feature: move the shared piece to src/components or src/lib, or compose them in src/app.';
/** Forms are made with useAppForm, which leaves focusing a failed form's errors to the app's policy. */
const FORM_HOOK = {
  name: 'react-hook-form',
  importNames: ['useForm'],
  message: 'Use useAppForm from src/lib/use-app-form: it leaves focus on a failed submit to toastValidationError.',
};
const featureBoundaries = [1, 2, 3, 4, 5].map((depth) => ({
  files: [`frontend/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [FORM_HOOK],
        patterns: [
          { regex: `^(?:\\.\\./){${depth}}[^./]`, message: FEATURE_MESSAGE },
          { regex: '(?:^|/)features/', message: FEATURE_MESSAGE },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/.react-router/**',
      'cdk.out/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Accessibility of the JSX we write by hand (plain elements; Chakra's components carry their own roles).
    files: ['frontend/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...featureBoundaries,
  {
    // Layers of the back end (handlers → http/adapters → core → db → lib) and of the packages
    // (shared below everything), with no import cycles anywhere: see eslint.layers.js.
    files: ['functions/src/**/*.ts', 'shared/src/**/*.ts', 'frontend/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', '*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: backendLayerZones }],
    },
  },
  {
    // Shared code is below the features: it may not reach up into one.
    files: ['frontend/src/{components,lib,config,testing}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [FORM_HOOK],
          patterns: [
            { regex: '(?:^|/)features/', message: 'Shared code (components, lib) must not import from src/features.' },
          ],
        },
      ],
    },
  },
  {
    // The one place useForm is called.
    files: ['frontend/src/lib/use-app-form.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(?:^|/)features/', message: 'Shared code must not import from src/features.' }] },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests read loosely typed JSON answers.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
