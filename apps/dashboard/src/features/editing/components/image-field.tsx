import { ConfirmModal } from '@convite/ui/confirm-modal';
import { ImageGallery } from '@convite/ui/image-gallery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Wedding } from '../../../lib/wedding.ts';
import { deleteItem } from '../api/content-calls.ts';
import { uploadImage, type ImageOwner } from '../api/uploads.ts';
import { useWeddingMutation } from '../api/use-wedding-mutation.ts';

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

/** Images of a slot: add (preview, confirm or discard, then upload), delete after confirmation. */
export function ImageField({ label, images, owner, max, isTestMode, disabled }: ImageFieldProps) {
  const { t } = useTranslation('dashboard');
  const [deleting, setDeleting] = useState<number | null>(null);
  const upload = useWeddingMutation((file: File) => uploadImage(owner, file));
  const remove = useWeddingMutation((id: number) => deleteItem('/images/{id}', id));
  return (
    <div className="image-field" role="group" aria-label={label}>
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
        onUpload={async (file) => {
          await upload.mutateAsync(file);
        }}
        onDeleteRequest={(id) => setDeleting(id)}
        labels={{
          add: t('editing.images.add'),
          confirm: t('editing.images.confirm'),
          discard: t('editing.images.discard'),
          delete: t('editing.images.delete'),
          maxCount: t('editing.images.maxCount', { count: max ?? 0 }),
          unreadable: t('editing.images.unreadable'),
          note: isTestMode ? t('editing.images.testModeNote') : undefined,
        }}
      />
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
