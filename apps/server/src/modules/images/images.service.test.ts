import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { WeddingWithPlan } from '../../content-kit/wedding-access.ts';
import type { ImagesRepository } from './images.repository.ts';
import { createImagesService } from './images.service.ts';
import type { MediaWeddings } from '../../content-kit/media-weddings.ts';
import { solidImage } from '../../test/image-fixtures.ts';

function memoryStorage(): FileStorage & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  return {
    files,
    async put(key, bytes) {
      files.set(key, bytes);
    },
    async delete(key) {
      files.delete(key);
    },
    publicUrl: (key) => `https://cdn.example.com/${key}`,
  };
}

const activeWedding = {
  id: 7,
  clientId: 1,
  invitationPlanId: null,
  deactivatedAt: null,
  trialEndsAt: new Date(Date.now() + 3600_000),
  plan: null,
} as unknown as WeddingWithPlan;

const weddings: MediaWeddings = {
  findOwned: async () => activeWedding,
  findReadable: async () => activeWedding,
};

describe('images service', () => {
  it('deletes the written file again when the row cannot be inserted', async () => {
    const storage = memoryStorage();
    const failure = new Error('connection lost');
    const images = {
      countInSlot: async () => 0,
      insertWithinLimit: async () => {
        // The original and the cover's share JPEG are written before the insert.
        expect([...storage.files.keys()]).toEqual([
          expect.stringMatching(/^images\/[0-9a-f-]+\.webp$/),
          expect.stringMatching(/^images\/[0-9a-f-]+-share\.jpg$/),
        ]);
        throw failure;
      },
    } as unknown as ImagesRepository;
    const service = createImagesService({ images, weddings, storage });
    const file = { fileName: 'a.jpg', mimeType: 'image/jpeg', bytes: await solidImage(20, 10) };
    await expect(service.upload(1, { type: 'coverImage', weddingId: 7 }, file)).rejects.toBe(
      failure,
    );
    expect(storage.files.size).toBe(0);
  });

  it('reports, without failing, a file that could not be deleted after its row', async () => {
    const storage = memoryStorage();
    storage.delete = async () => {
      throw new Error('bucket unreachable');
    };
    const images = {
      findWithWedding: async () => ({ image: { id: 3 }, weddingId: 7 }),
      delete: async () => ({ id: 3, storageKey: 'images/x.webp' }),
    } as unknown as ImagesRepository;
    const orphans: string[] = [];
    const service = createImagesService({
      images,
      weddings,
      storage,
      reportOrphan: (_error, key) => orphans.push(key),
    });
    await expect(service.remove(1, 3)).resolves.toMatchObject({ message: { en: /deleted/ } });
    expect(orphans).toEqual(['images/x.webp']);
  });

  it('deletes the files written so far when a later file cannot be written', async () => {
    const storage = memoryStorage();
    const put = storage.put.bind(storage);
    storage.put = async (key, bytes, contentType) => {
      if (key.endsWith('.jpg')) throw new Error('bucket full');
      await put(key, bytes, contentType);
    };
    let isInserted = false;
    const images = {
      countInSlot: async () => 0,
      insertWithinLimit: async () => {
        isInserted = true;
      },
    } as unknown as ImagesRepository;
    const service = createImagesService({ images, weddings, storage });
    const file = { fileName: 'a.jpg', mimeType: 'image/jpeg', bytes: await solidImage(1000, 500) };
    await expect(service.upload(1, { type: 'coverImage', weddingId: 7 }, file)).rejects.toThrow(
      'bucket full',
    );
    expect(storage.files.size).toBe(0);
    expect(isInserted).toBe(false);
  });

  it('deletes the variant and the share JPEG with the image', async () => {
    const storage = memoryStorage();
    const images = {
      findWithWedding: async () => ({ image: { id: 3 }, weddingId: 7 }),
      delete: async () => ({
        id: 3,
        storageKey: 'images/x.webp',
        variantStorageKey: 'images/x-w800.webp',
        shareStorageKey: 'images/x-share.jpg',
      }),
    } as unknown as ImagesRepository;
    for (const key of [
      'images/x.webp',
      'images/x-w800.webp',
      'images/x-share.jpg',
      'images/y.webp',
    ])
      storage.files.set(key, Buffer.from('x'));
    const service = createImagesService({ images, weddings, storage });
    await service.remove(1, 3);
    expect([...storage.files.keys()]).toEqual(['images/y.webp']);
  });
});
