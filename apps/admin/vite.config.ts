import { appConfig } from '@convite/vite-config';

export default appConfig({ port: 5174, securityHeaders: 'admin' });
