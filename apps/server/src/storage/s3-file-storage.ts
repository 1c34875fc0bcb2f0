import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config/config.ts';
import { StorageUnavailableError } from '../domain/errors.ts';
import type { FileStorage } from './file-storage.ts';
import { assertValidStorageKey, IMMUTABLE_CACHE_CONTROL, joinPublicUrl } from './storage-keys.ts';

type S3StorageConfig = Extract<StorageConfig, { driver: 's3' }>;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

type SdkError = Error & { code?: unknown; $metadata?: { httpStatusCode?: number } };

/**
 * The bucket cannot take the object now, once the SDK's own retries are spent: S3 answered 5xx or
 * 429 (SlowDown), or could not be reached at all. A 4xx (a wrong bucket, key or credentials) is a
 * fault of our configuration and stays an error.
 */
function isBucketUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, $metadata, name } = error as SdkError;
  const status = $metadata?.httpStatusCode;
  if (status !== undefined) return status >= 500 || status === 429;
  return (typeof code === 'string' && NETWORK_CODES.has(code)) || name === 'TimeoutError';
}

export function createS3FileStorage(config: S3StorageConfig): FileStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint === null ? {} : { endpoint: config.endpoint, forcePathStyle: true }),
    // A copy: the SDK annotates the credentials object, and the configuration's is frozen.
    ...(config.credentials === null ? {} : { credentials: { ...config.credentials } }),
  });

  return {
    async put(key, bytes, contentType) {
      assertValidStorageKey(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: config.bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.length,
            CacheControl: IMMUTABLE_CACHE_CONTROL,
          }),
        );
      } catch (error) {
        // 503 with Retry-After: nothing was stored (a PUT is whole or not at all).
        throw isBucketUnavailable(error) ? new StorageUnavailableError({ cause: error }) : error;
      }
    },

    async delete(key) {
      assertValidStorageKey(key);
      // S3 answers 204 for a key that does not exist, so deleting twice is harmless.
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },

    publicUrl(key) {
      assertValidStorageKey(key);
      return joinPublicUrl(config.publicUrl, key);
    },
  };
}
