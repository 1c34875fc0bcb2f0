import { createConfig } from './index.js';

export default createConfig({ dirname: import.meta.dirname, kind: 'tooling' });
