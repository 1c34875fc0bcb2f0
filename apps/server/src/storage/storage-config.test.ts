import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type Env } from '../config/config.ts';

const base = (env: Env = {}): Env => ({
  DATA_DIR: '/srv/convite',
  JWT_SECRET: 'x'.repeat(32),
  ...env,
});

describe('storage settings', () => {
  it('defaults to files under DATA_DIR/files, served by the API on its port', () => {
    expect(loadConfig(base()).storage).toEqual({
      driver: 'local',
      directory: path.join('/srv/convite', 'files'),
      publicUrl: 'http://localhost:3000/files',
    });
    expect(loadConfig(base({ PORT: '8080' })).storage).toMatchObject({
      publicUrl: 'http://localhost:8080/files',
    });
    expect(
      loadConfig(base({ FILES_PUBLIC_URL: 'https://api.convite.mx/files/' })).storage,
    ).toMatchObject({ publicUrl: 'https://api.convite.mx/files' });
  });

  it('chooses S3 when S3_BUCKET is set: AWS by default, or another endpoint path-style', () => {
    expect(loadConfig(base({ S3_BUCKET: 'media', S3_REGION: 'us-west-2' })).storage).toEqual({
      driver: 's3',
      bucket: 'media',
      region: 'us-west-2',
      endpoint: null,
      credentials: null,
      publicUrl: 'https://media.s3.us-west-2.amazonaws.com',
    });
    expect(
      loadConfig(
        base({
          S3_BUCKET: 'media',
          S3_ENDPOINT: 'https://minio.internal:9000/',
          S3_ACCESS_KEY_ID: 'key',
          S3_SECRET_ACCESS_KEY: 'secret',
        }),
      ).storage,
    ).toMatchObject({
      region: 'us-east-1',
      endpoint: 'https://minio.internal:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      publicUrl: 'https://minio.internal:9000/media',
    });
    expect(
      loadConfig(base({ S3_BUCKET: 'media', S3_PUBLIC_URL: 'https://cdn.convite.mx' })).storage,
    ).toMatchObject({ publicUrl: 'https://cdn.convite.mx' });
  });

  it.each([
    [{ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'media', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID'],
    [{ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'media', S3_PUBLIC_URL: 'ftp://cdn' }, 'S3_PUBLIC_URL'],
    [{ FILES_PUBLIC_URL: '/files' }, 'FILES_PUBLIC_URL'],
  ])('refuses %o naming %s', (env, variable) => {
    expect(() => loadConfig(base(env))).toThrow(ConfigError);
    try {
      loadConfig(base(env));
    } catch (error) {
      expect((error as ConfigError).variable).toBe(variable);
    }
  });
});
