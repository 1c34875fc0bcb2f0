import { createConfig } from '@convite/eslint-config';

export default createConfig({ dirname: import.meta.dirname, kind: 'package' });
