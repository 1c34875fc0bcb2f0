import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ConfirmModal } from './confirm-modal.tsx';
import { SongPicker } from './song-picker.tsx';
import { SONG_LABELS } from './stories-labels.ts';

type DemoProps = {
  hasSong?: boolean;
  disabled?: boolean;
  isIncluded?: boolean;
};

function SongPickerDemo({ hasSong = false, disabled, isIncluded }: DemoProps) {
  const [song, setSong] = useState<{ name: string; src: string } | null>(
    hasSong ? { name: 'Nuestra canción.mp3', src: '' } : null,
  );
  const [isAsking, setIsAsking] = useState(false);
  return (
    <div style={{ maxWidth: 420 }}>
      <SongPicker
        song={song}
        disabled={disabled}
        isIncluded={isIncluded}
        labels={SONG_LABELS}
        onUpload={async (file) => {
          // Pulses for two seconds; the saved song keeps playing from the chosen file.
          await new Promise((resolve) => setTimeout(resolve, 2000));
          setSong({ name: file.name, src: URL.createObjectURL(file) });
        }}
        onDeleteRequest={() => setIsAsking(true)}
      />
      <ConfirmModal
        open={isAsking}
        message="¿Eliminar la canción?"
        confirmLabel="Eliminar"
        cancelLabel="Cancelar"
        onCancel={() => setIsAsking(false)}
        onConfirm={() => {
          setSong(null);
          setIsAsking(false);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Controls/SongPicker',
  component: SongPickerDemo,
} satisfies Meta<typeof SongPickerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose an .mp3: the preview plays and pauses, then confirm or discard. */
export const Empty: Story = {};
export const Saved: Story = { args: { hasSong: true } };
export const Disabled: Story = { args: { disabled: true } };
export const NotIncluded: Story = { args: { isIncluded: false } };
