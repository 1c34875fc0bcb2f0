import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config/config.ts';
import type { FileStorage } from './file-storage.ts';
import { assertValidStorageKey, IMMUTABLE_CACHE_CONTROL, joinPublicUrl } from './storage-keys.ts';

type S3StorageConfig = Extract<StorageConfig, { driver: 's3' }>;

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
