import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SongPicker, type SongPickerProps } from './song-picker.tsx';
import { SONG_LABELS } from './stories-labels.ts';

function renderPicker(props: Partial<SongPickerProps> = {}) {
  const onUpload = vi.fn<(file: File) => Promise<void>>(() => Promise.resolve());
  const onDeleteRequest = vi.fn();
  const view = render(
    <SongPicker
      song={null}
      onUpload={onUpload}
      onDeleteRequest={onDeleteRequest}
      labels={SONG_LABELS}
      {...props}
    />,
  );
  return { onUpload: props.onUpload ?? onUpload, onDeleteRequest, ...view };
}

const chooseInput = () => screen.queryByLabelText<HTMLInputElement>('Elegir canción (.mp3)');
const mp3 = () => new File(['ID3'], 'nuestra-cancion.mp3', { type: 'audio/mpeg' });
let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
let pause: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:song');
  URL.revokeObjectURL = vi.fn();
  play = vi.fn<() => Promise<void>>(() => Promise.resolve());
  pause = vi.fn<() => void>();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
});

afterEach(() => vi.restoreAllMocks());

describe('SongPicker', () => {
  it('accepts MP3 files only', () => {
    renderPicker();
    expect(chooseInput()).toHaveAttribute('accept', 'audio/mpeg,.mp3');
  });

  it('previews a chosen song: it plays, pauses, and uploads on confirm', async () => {
    let finish!: () => void;
    const onUpload = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { container } = renderPicker({ onUpload });
    const file = mp3();
    await userEvent.upload(chooseInput() as HTMLInputElement, file);

    expect(screen.getByText('nuestra-cancion.mp3')).toBeInTheDocument();
    expect(container.querySelector('audio')).toHaveAttribute('src', 'blob:song');
    expect(chooseInput()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Reproducir' }));
    expect(play).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Pausar' }));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Subir canción' }));
    expect(onUpload).toHaveBeenCalledWith(file);
    expect(container.querySelector('.cv-song')).toHaveClass('cv-song--busy');
    expect(screen.getByRole('button', { name: 'Subir canción' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Descartar canción' })).toBeDisabled();
    finish();
    await waitFor(() => expect(chooseInput()).not.toBeNull());
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:song'));
  });

  it('shows the play button again when the song ends', async () => {
    const { container } = renderPicker();
    await userEvent.upload(chooseInput() as HTMLInputElement, mp3());
    await userEvent.click(screen.getByRole('button', { name: 'Reproducir' }));
    fireEvent.ended(container.querySelector('audio') as HTMLAudioElement);
    expect(screen.getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();
  });

  it('discards the preview without uploading', async () => {
    const { onUpload } = renderPicker();
    await userEvent.upload(chooseInput() as HTMLInputElement, mp3());
    await userEvent.click(screen.getByRole('button', { name: 'Descartar canción' }));
    expect(onUpload).not.toHaveBeenCalled();
    expect(chooseInput()).not.toBeNull();
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:song'));
  });

  it('keeps the preview when the upload fails', async () => {
    const onUpload = vi.fn(() => Promise.reject(new Error('415')));
    renderPicker({ onUpload });
    await userEvent.upload(chooseInput() as HTMLInputElement, mp3());
    await userEvent.click(screen.getByRole('button', { name: 'Subir canción' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Subir canción' })).toBeEnabled(),
    );
    expect(screen.getByText('nuestra-cancion.mp3')).toBeInTheDocument();
  });

  it('ignores a file that is not MP3', async () => {
    renderPicker();
    const wav = new File(['RIFF'], 'cancion.wav', { type: 'audio/wav' });
    await userEvent.upload(chooseInput() as HTMLInputElement, wav, { applyAccept: false });
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(chooseInput()).not.toBeNull();
  });

  it('shows the saved song with play and delete', async () => {
    const { onDeleteRequest, container } = renderPicker({
      song: { name: 'Perfect.mp3', src: '/uploads/perfect.mp3' },
    });
    expect(screen.getByText('Perfect.mp3')).toBeInTheDocument();
    expect(container.querySelector('audio')).toHaveAttribute('src', '/uploads/perfect.mp3');
    expect(chooseInput()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar canción' }));
    expect(onDeleteRequest).toHaveBeenCalledTimes(1);
  });

  it('is disabled with the wedding, and shows "not included" when the plan lacks it', () => {
    const { rerender } = renderPicker({ disabled: true });
    expect(chooseInput()).toBeDisabled();
    rerender(
      <SongPicker
        song={null}
        isIncluded={false}
        onUpload={() => Promise.resolve()}
        onDeleteRequest={() => undefined}
        labels={SONG_LABELS}
      />,
    );
    expect(screen.getByText('No incluido en tu plan')).toBeInTheDocument();
    expect(chooseInput()).toBeNull();
  });
});
