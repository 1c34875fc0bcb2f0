// Storage keys: relative paths of safe segments, one per uploaded content, forever.
import { randomUUID } from 'node:crypto';

/** Keys are relative paths of safe segments: `images/3f2c….webp`; never `..`, never absolute. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]+$/;

export function isValidStorageKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key);
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** A fresh, unguessable key in `folder` (files are cached for a year, so keys are never reused). */
export function newStorageKey(folder: string, extension: string): string {
  const key = `${folder}/${randomUUID()}.${extension}`;
  assertValidStorageKey(key);
  return key;
}

/** Uploaded files may be cached by browsers and CDNs for a year: a key names one content forever. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function joinPublicUrl(base: string, key: string): string {
  return `${base.replace(/\/+$/, '')}/${key}`;
}

/** The types of the files the API stores, by the key's extension (the local driver keeps no type). */
export const STORAGE_CONTENT_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  mp3: 'audio/mpeg',
};

export function contentTypeOfKey(key: string): string {
  return STORAGE_CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
