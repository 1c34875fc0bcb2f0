import type { StaticApp } from '@convite/security-headers/static-apps';
import type { UserConfigFnObject } from 'vite';

export function appConfig(options: {
  port: number;
  securityHeaders?: StaticApp;
}): UserConfigFnObject;
