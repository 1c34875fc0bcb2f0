import { createConfig } from '@convite/eslint-config';

export default [
  ...createConfig({ dirname: import.meta.dirname, kind: 'tooling' }),
  {
    // A benchmark measures the server's own code (buildApp, the guests repository, the CSV parser)
    // through the subpaths @convite/server exports for it, never by a path into its folder.
    files: ['**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**'],
              message: 'Import the server through @convite/server/… (its package.json exports).',
            },
          ],
        },
      ],
    },
  },
];
