import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config/config.ts';
import { StorageUnavailableError } from '../domain/errors.ts';
import type { FileStorage, StorageArchive } from './file-storage.ts';
import {
  assertValidStorageKey,
  contentTypeOfKey,
  IMMUTABLE_CACHE_CONTROL,
  isValidStorageKey,
  joinPublicUrl,
} from './storage-keys.ts';
import { isNetworkErrorCode } from '../domain/network-errors.ts';

type S3StorageConfig = Extract<StorageConfig, { driver: 's3' }>;

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
  return isNetworkErrorCode(code) || name === 'TimeoutError';
}

function s3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint === null ? {} : { endpoint: config.endpoint, forcePathStyle: true }),
    // A copy: the SDK annotates the credentials object, and the configuration's is frozen.
    ...(config.credentials === null ? {} : { credentials: { ...config.credentials } }),
  });
}

export function createS3FileStorage(config: S3StorageConfig): FileStorage {
  const client = s3Client(config);

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

/** The bucket's objects for a backup: listed page by page, read and written as streams. */
export function createS3StorageArchive(config: S3StorageConfig): StorageArchive {
  const client = s3Client(config);
  return {
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: config.bucket, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          // Objects another tool put in the bucket under other names are not the API's files.
          if (object.Key !== undefined && isValidStorageKey(object.Key)) {
            yield { key: object.Key, size: object.Size ?? 0 };
          }
        }
        token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
      } while (token !== undefined);
    },

    async read(key) {
      assertValidStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error(`${key}: no body in S3's answer.`);
        return {
          body: object.Body,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? contentTypeOfKey(key),
        };
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') return null; // deleted after the listing
        throw error;
      }
    },

    async write(key, body, size, contentType) {
      assertValidStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: size,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
  };
}
