import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import { readdirSync } from 'node:fs'

/** The folders of a directory, read when lint starts: a new feature is covered at once. */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

const webFeatures = foldersOf('./apps/web/src/features/')
const serverFeatures = foldersOf('./apps/server/src/features/')

const noServerImports = {
  group: ['@aula/server', '**/apps/server/**'],
  message: 'The web app never imports the server.',
}
const noWebImports = {
  group: ['@aula/web', '**/apps/web/**'],
  message: 'The server never imports the web app.',
}
// One list per file: a later no-restricted-imports replaces an earlier one, so each
// block repeats the app-wide pattern.
const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })

/** The rules of typescript-eslint's `recommendedTypeChecked` that need type information. */
const typeCheckedRules = Object.assign(
  {},
  ...tseslint.configs.recommendedTypeCheckedOnly.map((config) => config.rules ?? {}),
)

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/report/**',
      'e2e/.data/**',
      'e2e/screenshots/**',
      '.test-results/**',
      'apps/server/seed-assets/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  // typescript-eslint's type-checked recommendations, read from each app's tsconfig:
  // promises are awaited, returned or marked with void; no value typed `any` flows on
  // unchecked. JSX handlers may return a promise: React ignores it, and react-hook-form's
  // handleSubmit is built to be passed so.
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/{src,test,seed}/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      ...typeCheckedRules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  // Fastify plugins and route handlers are async by contract (a plugin that neither returns
  // a promise nor calls `done` never finishes loading), with or without an await inside.
  {
    files: ['apps/server/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  // Tests read answers as the wire gives them (JSON bodies typed `any`) and assert on them.
  {
    files: [
      '**/*.test.{ts,tsx}',
      'apps/server/test/**/*.ts',
      'apps/web/src/testing/**/*.{ts,tsx}',
      '**/*-test-kit.ts',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // expect(object.method).toHaveBeenCalled() reads a method without calling it.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  // Boundaries (docs/architecture.md#boundaries): the contract imports only zod's small build,
  // which every page's start-up code carries; server and web never import each other.
  {
    files: ['packages/contract/**/*.ts'],
    rules: restrictImports({
      regex: '^(?!zod/mini$|\\./)',
      message: "The contract imports only zod's small build, zod/mini.",
    }),
  },
  // What the browser's start-up uses of the contract (route.ts, routes/, values/) builds no
  // schema: it imports only these files, and types from the others.
  {
    files: ['packages/contract/src/route.ts', 'packages/contract/src/{routes,values}/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./|\\.\\./route\\.ts$|\\.\\./values/)',
              allowTypeImports: true,
              message: 'Start-up code of the contract imports no schema module, only its types.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: restrictImports(noWebImports),
  },
  // A server feature reaches another's data through its service, never its repository.
  ...serverFeatures.map((feature) => ({
    files: [`apps/server/src/features/${feature}/**/*.ts`],
    rules: restrictImports(noWebImports, {
      regex: `^(#src/features/|\\.\\./)(?!${feature}/)[\\w-]+/[\\w.-]*\\.repository(\\.ts)?$`,
      message: `${feature} reads another feature's data through its service, not its repository.`,
    }),
  })),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: restrictImports(noServerImports),
  },
  // A web feature never imports another: routes in src/app compose them
  // (src/features/README.md).
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrictImports(noServerImports, {
      regex: `^(#src/features/|(\\.\\./)+)(${webFeatures.filter((f) => f !== feature).join('|')})(/|$)`,
      message: `${feature} never imports another feature: a route in src/app composes them, shared code lives in src/components or src/lib.`,
    }),
  })),
  // Shared code serves every feature and imports none.
  {
    files: ['apps/web/src/{components,lib,config}/**/*.{ts,tsx}'],
    rules: restrictImports(noServerImports, {
      regex: '^(#src/features/|(\\.\\./)+features/)',
      message: 'Shared code (components, lib, config) never imports a feature.',
    }),
  },
  // Migrations are frozen: they import nothing from src/.
  {
    files: ['apps/server/src/db/migrations/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['#src/*', '../*'], message: 'Migrations import nothing from src/.' },
          ],
        },
      ],
    },
  },
)
