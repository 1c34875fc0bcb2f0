import type { UserConfigFnObject } from 'vite';

export function appConfig(options: { port: number }): UserConfigFnObject;
