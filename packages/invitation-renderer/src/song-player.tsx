import { useEffect, useRef, useState } from 'react';
import { useInvitationTexts } from './invitation-i18n.tsx';
import type { SongModel } from './model.ts';
import type { SongButtonSpot } from './song-button-spot.ts';

/**
 * The wedding's song behind a floating play/pause button, which moves aside or fades rather than
 * cover text or a control (song-button-spot.ts). It plays by itself only when the couple
 * asked for it and the browser allows it; phones refuse until a tap, so the first tap anywhere on the
 * page starts it then. A refusal is never an error.
 */
export function SongPlayer({ song }: { song: SongModel }) {
  const t = useInvitationTexts();
  const audioRef = useRef<HTMLAudioElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isPlaying, setIsPlaying] = useState(false);
  // The button plays nothing without the script, so it shows only with it (not in the server's
  // page), and only once its spot is known.
  const [spot, setSpot] = useState<SongButtonSpot | null>(null);

  // The button keeps clear of text and controls as the page scrolls: code of its own, fetched
  // after the page's first script (without it, the button takes its corner).
  useEffect(() => {
    let stop: (() => void) | null = null;
    let isCancelled = false;
    import('./song-button-spot.ts').then(
      ({ watchSongButton }) => {
        if (!isCancelled && buttonRef.current) stop = watchSongButton(buttonRef.current, setSpot);
      },
      () => setSpot('right'),
    );
    return () => {
      isCancelled = true;
      stop?.();
    };
  }, []);

  useEffect(() => {
    const audio = audioRef.current;
    if (!song.playAutomatically || !audio) return;
    let isWaiting = false;
    let isCancelled = false;
    const startOnTap = (event: Event) => {
      if (buttonRef.current?.contains(event.target as Node)) return stop();
      void play(audio);
      stop();
    };
    const stop = () => {
      if (!isWaiting) return;
      isWaiting = false;
      document.removeEventListener('click', startOnTap, true);
      document.removeEventListener('keydown', startOnTap, true);
    };
    // play() never rejects: a refused autoplay resolves false.
    void play(audio).then((isAllowed) => {
      if (isCancelled || isAllowed || !audio.paused) return;
      isWaiting = true;
      document.addEventListener('click', startOnTap, true);
      document.addEventListener('keydown', startOnTap, true);
    });
    return () => {
      isCancelled = true;
      stop();
    };
  }, [song.playAutomatically]);

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) void play(audio);
    else audio.pause();
  };

  return (
    <>
      <audio
        ref={audioRef}
        src={song.src}
        preload="none"
        loop
        onPlay={() => setIsPlaying(true)}
        onPause={() => setIsPlaying(false)}
      />
      <button
        hidden={spot === null}
        ref={buttonRef}
        type="button"
        className={`inv-song-button inv-header-song-button${spot === 'right' ? '' : ` inv-song-button--${spot ?? 'hidden'}`}`}
        aria-pressed={isPlaying}
        aria-label={t('song.label')}
        onClick={toggle}
      >
        {isPlaying ? <PauseIcon /> : <PlayIcon />}
      </button>
    </>
  );
}

/** Plays, answering whether the browser allowed it (a refused play() rejects; old ones return nothing). */
async function play(audio: HTMLAudioElement): Promise<boolean> {
  try {
    await audio.play();
    return true;
  } catch {
    return false;
  }
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
    </svg>
  );
}
