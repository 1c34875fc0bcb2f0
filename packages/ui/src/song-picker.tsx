import { useRef, useState, type ChangeEvent } from 'react';
import { PreviewActions, useFilePreview, type FilePreview } from './file-preview.tsx';
import { MusicIcon, PauseIcon, PlayIcon, TrashIcon } from './icons.tsx';
import { NotIncluded } from './not-included.tsx';
import { Spinner } from './spinner.tsx';

export type SongPickerLabels = {
  /** The choose button, also the file input's accessible name ("Elegir canción (.mp3)"). */
  choose: string;
  confirm: string;
  discard: string;
  play: string;
  pause: string;
  delete: string;
  /** Shown when `isIncluded` is false. */
  notIncluded?: string;
};

export type SongPickerProps = {
  song: { name: string; src: string } | null;
  disabled?: boolean;
  /** Uploads a confirmed preview; reject on failure (the preview stays for another try). */
  onUpload: (file: File) => Promise<void>;
  /** The delete button asks the caller, which confirms (ConfirmModal) and then deletes. */
  onDeleteRequest: () => void;
  labels: SongPickerLabels;
  /** False when the plan has no song: the NotIncluded badge with labels.notIncluded instead. */
  isIncluded?: boolean;
};

export const SONG_ACCEPT = 'audio/mpeg,.mp3';

function isMp3(file: File): boolean {
  return file.type === 'audio/mpeg' || file.type === 'audio/mp3' || /\.mp3$/i.test(file.name);
}

type AudioToggleProps = { src: string; labels: Pick<SongPickerLabels, 'play' | 'pause'> };

/** A play/pause button driving a hidden audio element. */
function AudioToggle({ src, labels }: AudioToggleProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [isPlaying, setIsPlaying] = useState(false);

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (isPlaying) {
      audio.pause();
      setIsPlaying(false);
      return;
    }
    setIsPlaying(true);
    // play() rejects when the browser refuses (an unreadable file).
    Promise.resolve(audio.play()).catch(() => setIsPlaying(false));
  };

  return (
    <>
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        onPlay={() => setIsPlaying(true)}
        onPause={() => setIsPlaying(false)}
        onEnded={() => setIsPlaying(false)}
      />
      <button
        type="button"
        className="cv-icon-button cv-song__play"
        aria-label={isPlaying ? labels.pause : labels.play}
        title={isPlaying ? labels.pause : labels.play}
        onClick={toggle}
      >
        {isPlaying ? <PauseIcon /> : <PlayIcon />}
      </button>
    </>
  );
}

/** The cover song: choose an .mp3, listen to the preview, then confirm (upload) or discard. */
export function SongPicker({
  song,
  disabled = false,
  onUpload,
  onDeleteRequest,
  labels,
  isIncluded = true,
}: SongPickerProps) {
  const { preview, setPreview, confirm, discard } = useFilePreview<FilePreview>(onUpload);

  if (!isIncluded) return <NotIncluded text={labels.notIncluded ?? ''} />;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file || !isMp3(file)) return;
    setPreview({ file, url: URL.createObjectURL(file), isUploading: false });
  };

  if (preview) {
    return (
      <div
        className={['cv-song', 'cv-song--preview', preview.isUploading && 'cv-song--busy']
          .filter(Boolean)
          .join(' ')}
        aria-busy={preview.isUploading || undefined}
      >
        <AudioToggle key={preview.url} src={preview.url} labels={labels} />
        <span className="cv-song__name">{preview.file.name}</span>
        {preview.isUploading && <Spinner size="sm" />}
        <PreviewActions
          labels={labels}
          isUploading={preview.isUploading}
          disabled={disabled}
          onConfirm={() => void confirm()}
          onDiscard={discard}
        />
      </div>
    );
  }

  if (song) {
    return (
      <div className="cv-song">
        <AudioToggle key={song.src} src={song.src} labels={labels} />
        <span className="cv-song__name">{song.name}</span>
        <button
          type="button"
          className="cv-icon-button"
          aria-label={labels.delete}
          title={labels.delete}
          disabled={disabled}
          onClick={onDeleteRequest}
        >
          <TrashIcon />
        </button>
      </div>
    );
  }

  return (
    <label
      className={['cv-song-choose', disabled && 'cv-song-choose--disabled']
        .filter(Boolean)
        .join(' ')}
    >
      <input
        type="file"
        accept={SONG_ACCEPT}
        className="cv-visually-hidden"
        disabled={disabled}
        onChange={choose}
      />
      <MusicIcon />
      <span>{labels.choose}</span>
    </label>
  );
}
