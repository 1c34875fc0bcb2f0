import path from 'node:path';
import { z } from 'zod';
import { documented, httpUrl, type SettingsOf } from './settings-schema.ts';

/** Where uploaded files go: under DATA_DIR/files (served by the API) or an S3-compatible bucket. */
export type StorageConfig =
  | Readonly<{ driver: 'local'; directory: string; publicUrl: string }>
  | Readonly<{
      driver: 's3';
      bucket: string;
      region: string;
      /** Null for AWS itself; set for other S3-compatible services (path-style requests). */
      endpoint: string | null;
      /** Null: the SDK's default credential chain (instance role, AWS_* variables). */
      credentials: Readonly<{ accessKeyId: string; secretAccessKey: string }> | null;
      publicUrl: string;
    }>;

/** Uploaded images and songs: the API's own files, or an S3-compatible bucket. */
export const storageSettings = {
  FILES_PUBLIC_URL: documented(
    httpUrl.optional(),
    'the public address of uploaded files the API serves from `DATA_DIR/files/` (when `S3_BUCKET` is unset)',
    '`http://localhost:PORT/files`',
  ),
  S3_BUCKET: documented(
    z.string().optional(),
    'an S3-compatible bucket for uploaded images and songs',
    'none: uploads go to `DATA_DIR/files/`',
  ),
  S3_REGION: documented(z.string().default('us-east-1'), "the bucket's region"),
  S3_ENDPOINT: documented(
    httpUrl.optional(),
    'the endpoint of another S3-compatible service (MinIO, R2, Spaces…; path-style requests)',
    'none: AWS',
  ),
  S3_ACCESS_KEY_ID: documented(
    z.string().optional(),
    "the bucket's access key id (with `S3_SECRET_ACCESS_KEY`)",
    "none: the SDK's default credential chain",
  ),
  S3_SECRET_ACCESS_KEY: documented(
    z.string().optional(),
    "the bucket's secret access key (with `S3_ACCESS_KEY_ID`)",
    'none',
  ),
  S3_PUBLIC_URL: documented(
    httpUrl.optional(),
    'where browsers read the uploaded files (e.g. a CDN in front of the bucket)',
    "the bucket's URL",
  ),
};

export function storageConfig(
  s: SettingsOf<typeof storageSettings> & Readonly<{ DATA_DIR: string; PORT: number }>,
): StorageConfig {
  const bucket = s.S3_BUCKET;
  if (bucket === undefined) {
    return {
      driver: 'local',
      directory: path.join(s.DATA_DIR, 'files'),
      publicUrl: s.FILES_PUBLIC_URL ?? `http://localhost:${s.PORT}/files`,
    };
  }
  const endpoint = s.S3_ENDPOINT ?? null;
  const accessKeyId = s.S3_ACCESS_KEY_ID;
  const secretAccessKey = s.S3_SECRET_ACCESS_KEY;
  return {
    driver: 's3',
    bucket,
    region: s.S3_REGION,
    endpoint,
    credentials:
      accessKeyId !== undefined && secretAccessKey !== undefined
        ? { accessKeyId, secretAccessKey }
        : null,
    publicUrl:
      s.S3_PUBLIC_URL ??
      (endpoint === null
        ? `https://${bucket}.s3.${s.S3_REGION}.amazonaws.com`
        : `${endpoint}/${encodeURIComponent(bucket)}`),
  };
}
