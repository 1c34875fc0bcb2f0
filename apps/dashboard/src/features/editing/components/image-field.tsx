import { isApiError } from '@convite/api/api-error';
import { ConfirmModal } from '@convite/ui/confirm-modal';
import { ImageGallery } from '@convite/ui/image-gallery';
import { useUnsavedChanges } from '@convite/ui/unsaved-changes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message.ts';
import type { Wedding } from '../../../lib/wedding.ts';
import { deleteItem } from '../api/content-calls.ts';
import { MAX_IMAGE_BYTES, uploadImage, type ImageOwner } from '../api/uploads.ts';
import { useWeddingMutation } from '../api/use-wedding-mutation.ts';
import { useInlineSave } from './saved-note.tsx';

type Image = Wedding['coverImages'][number];

export type ImageFieldProps = {
  label: string;
  images: Image[];
  owner: ImageOwner;
  /** How many the slot holds (null: no limit). */
  max: number | null;
  /** Shows the test-mode note (a wedding without a plan, on a plan-limited slot). */
  isTestMode: boolean;
  disabled: boolean;
};

type Upload = { file: File; onProgress: (fraction: number) => void };

/** What a refused photo says on its tile: the server's reason for the image, or the call's. */
function uploadFailure(error: unknown): Error {
  const reason = isApiError(error) ? error.fieldError('image') : undefined;
  return new Error(reason ?? errorMessage(error));
}

/**
 * Images of a slot: chosen photos wait as previews for "Guardar foto" (the tab warns before leaving
 * them), then upload with their progress, confirmed in place; delete after confirmation.
 */
export function ImageField({ label, images, owner, max, isTestMode, disabled }: ImageFieldProps) {
  const { t } = useTranslation('dashboard');
  const [deleting, setDeleting] = useState<number | null>(null);
  // Chosen photos wait for "Guardar foto": leaving asks first (keep editing, or leave without them).
  const [unsavedPhotos, setUnsavedPhotos] = useState(0);
  useUnsavedChanges(unsavedPhotos > 0);
  const { mutation: upload, savedNote } = useInlineSave(
    ({ file, onProgress }: Upload) => uploadImage(owner, file, onProgress),
    { showsOwnErrors: true },
  );
  const remove = useWeddingMutation((id: number) => deleteItem('/images/{id}', id));
  const canHoldSeveral = max === null || max > 1;
  return (
    <div className="image-field setting" role="group" aria-label={label}>
      <h3 className="field-title">{label}</h3>
      <ImageGallery
        images={images.map((image) => ({
          id: image.id,
          src: image.src,
          aspectRatio: image.aspectRatio,
        }))}
        max={max}
        canAdd={!disabled}
        disabled={disabled}
        multiple={canHoldSeveral}
        maxBytes={MAX_IMAGE_BYTES}
        onUpload={async (file, onProgress) => {
          await upload.mutateAsync({ file, onProgress }).catch((error: unknown) => {
            throw uploadFailure(error);
          });
        }}
        onUnsavedChange={setUnsavedPhotos}
        onDeleteRequest={(id) => setDeleting(id)}
        labels={{
          add: t(canHoldSeveral ? 'editing.images.addSeveral' : 'editing.images.add'),
          save: (count) =>
            count === 1 ? t('editing.images.saveOne') : t('editing.images.saveSeveral', { count }),
          cancel: t('editing.cancel'),
          remove: (name) => t('editing.images.remove', { name }),
          retry: t('editing.images.retry'),
          waiting: t('editing.images.waiting'),
          uploading: (name) => t('editing.images.uploading', { name }),
          unsaved: (count) =>
            count === 1
              ? t('editing.images.unsavedOne')
              : t('editing.images.unsavedSeveral', { count }),
          delete: t('editing.images.delete'),
          maxCount: t('editing.images.maxCount', { count: max ?? 0 }),
          unreadable: (name) => t('editing.images.unreadable', { name }),
          tooLarge: (name) => t('editing.images.tooLarge', { name }),
          tooMany: (count) => t('editing.images.tooMany', { count, max: max ?? 0 }),
          failed: t('editing.images.failed'),
          note: isTestMode ? t('editing.images.testModeNote') : undefined,
        }}
      />
      {savedNote}
      <ConfirmModal
        open={deleting !== null}
        message={t('editing.images.deleteConfirm')}
        confirmLabel={t('editing.delete')}
        cancelLabel={t('editing.cancel')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
    </div>
  );
}
