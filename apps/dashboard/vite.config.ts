import { appConfig } from '@convite/vite-config';

export default appConfig({ port: 5173, securityHeaders: 'dashboard' });
