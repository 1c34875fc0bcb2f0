import { ConfirmModal } from '@convite/ui/confirm-modal';
import { SongPicker } from '@convite/ui/song-picker';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Wedding } from '../../../lib/wedding.ts';
import { deleteItem, patchField } from '../api/content-calls.ts';
import { uploadSong } from '../api/uploads.ts';
import { useWeddingMutation } from '../api/use-wedding-mutation.ts';
import { useInlineSave } from './saved-note.tsx';
import { SettingToggle } from './setting-toggle.tsx';

/** The invitation's song: choose an .mp3, preview, upload; delete after confirmation; autoplay flag. */
export function SongField({ wedding, disabled }: { wedding: Wedding; disabled: boolean }) {
  const { t } = useTranslation('dashboard');
  const [isDeleting, setDeleting] = useState(false);
  const { song } = wedding;
  const { mutation: upload, savedNote } = useInlineSave((file: File) =>
    uploadSong(wedding.id, file),
  );
  const remove = useWeddingMutation((id: number) => deleteItem('/songs/{id}', id));
  const title = t('editing.song.title');
  return (
    <div className="song-field setting" role="group" aria-label={title}>
      <h3 className="field-title">{title}</h3>
      <SongPicker
        song={song}
        disabled={disabled}
        onUpload={async (file) => {
          await upload.mutateAsync(file);
        }}
        onDeleteRequest={() => setDeleting(true)}
        labels={{
          choose: t('editing.song.choose'),
          confirm: t('editing.song.confirm'),
          discard: t('editing.song.discard'),
          play: t('editing.song.play'),
          pause: t('editing.song.pause'),
          delete: t('editing.song.delete'),
        }}
      />
      {savedNote}
      {song && (
        <SettingToggle
          label={t('editing.song.playAutomatically')}
          checked={song.playAutomatically}
          disabled={disabled}
          save={(playAutomatically) =>
            patchField('/songs/{id}/play-automatically', song.id, { playAutomatically })
          }
        />
      )}
      <ConfirmModal
        open={isDeleting && song !== null}
        message={t('editing.song.deleteConfirm')}
        confirmLabel={t('editing.delete')}
        cancelLabel={t('editing.cancel')}
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          if (song) remove.mutate(song.id, { onSettled: () => setDeleting(false) });
        }}
      />
    </div>
  );
}
