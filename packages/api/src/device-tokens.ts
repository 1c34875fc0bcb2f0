// The device tokens the sign-ins answer (the server counts failed sign-ins from a known device apart
// from everyone else's, so strangers' failures never lock its owner out). The API client keeps one
// per account kind in local storage and sends it with the next sign-in of that kind.
import type { Middleware } from 'openapi-fetch';

const DEVICE_TOKEN_KEYS: Readonly<Record<string, string>> = {
  '/auth/login': 'convite.device.client',
  '/auth/admin-login': 'convite.device.admin',
  '/auth/promoter-login': 'convite.device.promoter',
};

/** Adds the stored device token to a sign-in's body, and keeps the one a successful sign-in answers. */
export function deviceTokenMiddleware(storage: Storage): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      const key = DEVICE_TOKEN_KEYS[schemaPath];
      const deviceToken = key === undefined ? null : storage.getItem(key);
      if (deviceToken === null) return undefined;
      const body = (await request.clone().json()) as Record<string, unknown>;
      return new Request(request, { body: JSON.stringify({ ...body, deviceToken }) });
    },
    async onResponse({ response, schemaPath }) {
      const key = DEVICE_TOKEN_KEYS[schemaPath];
      if (key === undefined || !response.ok) return undefined;
      const { deviceToken } = (await response.clone().json()) as { deviceToken?: unknown };
      if (typeof deviceToken === 'string') storage.setItem(key, deviceToken);
      return undefined;
    },
  };
}
