import { createConfig } from '@convite/eslint-config';

// The server's layers (CONTRIBUTING.md, rule 3) as import rules. Tests are exempt. The preset's own
// `no-restricted-imports` and `import-x/no-restricted-paths` stay as they are: these zones use the
// TypeScript rule of the same name, so they add to the preset instead of replacing it.
const TESTS = ['**/*.test.ts', 'src/test/**'];
const DATABASE = {
  regex: '^(\\.\\./)+db/',
  message: 'The database layer (src/db) is for repositories.',
};
const DRIZZLE = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message: 'SQL belongs in repositories.',
};

// A module reaches another module (`../<module>/…` from src/modules/<m>/) only through its services.
// Also allowed: its DTO files, the pure mappers from rows to the contract's shapes, so a call whose
// answer embeds another resource (the wedding's events, a session's client) shows it exactly as that
// resource's own calls do instead of copying the mapping. Shared machinery lives in src/content-kit
// or src/db instead.
const OTHER_MODULE = {
  regex: '^\\.\\./[a-z0-9-]+/(?!.*(?:\\.service|-dto)\\.ts$)',
  message:
    'Another module is reached through its *.service.ts (or its *-dto.ts mappers), never its repository or helpers.',
};

const ROUTES = [
  DATABASE,
  DRIZZLE,
  {
    regex: '\\.repository\\.ts$',
    importNamePattern: '^(?!create[A-Za-z]*Repository$)',
    message: 'Routes take only a create…Repository factory from a repository, to wire the service.',
  },
];

/** The files of one layer (tests aside) may not import what `patterns` name. */
const layer = (files, patterns) => ({
  files,
  ignores: TESTS,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
});

export default [
  ...createConfig({
    dirname: import.meta.dirname,
    kind: 'server',
    envModules: ['src/config/*.ts'],
  }),
  // Every module file. The layers below configure the same rule, which replaces this one for their
  // files, so they repeat OTHER_MODULE.
  layer(['src/modules/*/**/*.ts'], [OTHER_MODULE]),
  // Routes are HTTP only. The routes plugin is also where a module wires its service, so it may
  // take a repository's `create…Repository` factory, and nothing else of a repository (rows,
  // queries): moving that wiring elsewhere would add a layer every module pays for, for no rule.
  layer(['src/content-kit/content-routes.ts'], ROUTES),
  layer(['src/modules/**/*.routes.ts'], [...ROUTES, OTHER_MODULE]),
  // Services hold the rules: no HTTP (neither the framework nor anything of src/http) and no SQL.
  // They refuse with the domain errors of src/domain/errors.ts; the error handler in src/http maps
  // each kind to its status.
  layer(
    ['src/modules/**/*.service.ts'],
    [
      DATABASE,
      DRIZZLE,
      OTHER_MODULE,
      {
        group: ['fastify', 'fastify/*', 'fastify-plugin', '@fastify/*'],
        message: 'Services do not know Fastify: the routes pass them what they need.',
      },
      {
        regex: '^(\\.\\./)+http/',
        message:
          'Services do not know HTTP: throw the errors of src/domain/errors.ts (src/http maps them to statuses).',
      },
    ],
  ),
];
