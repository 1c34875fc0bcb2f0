import { Button } from '@convite/ui/button';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createQrDecoder, type QrDecoder } from '../utils/qr-decoder.ts';

type Props = {
  /** A code was read (its text); answers whether it was a pass of this wedding. */
  onCode: (text: string, readAt: number) => boolean;
  onClose: () => void;
};

/** How often a camera frame is read: fast enough to feel instant, light on a phone's battery. */
const FRAME_MS = 120;

/** The camera's view, reading each frame for a pass; or a photo of one when the camera is refused. */
export function DoorScanner({ onCode, onClose }: Props) {
  const { t } = useTranslation('dashboard');
  const video = useRef<HTMLVideoElement>(null);
  const decoder = useRef<Promise<QrDecoder> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  decoder.current ??= createQrDecoder();

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let isStopped = false;
    let lastText: string | null = null;

    async function readFrame() {
      const element = video.current;
      if (isStopped || element === null || element.readyState < 2) return;
      const startedAt = performance.now();
      const decode = await (decoder.current as Promise<QrDecoder>);
      const text = await decode(element, element.videoWidth, element.videoHeight);
      // The same code held in front of the camera is one scan, not one per frame.
      if (text !== null && text !== lastText && !isStopped) {
        lastText = text;
        if (!onCodeRef.current(text, startedAt)) setProblem(t('door.unknownPass'));
      }
    }

    async function start() {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment', width: { ideal: 1280 } },
          audio: false,
        });
        if (isStopped || video.current === null) return;
        video.current.srcObject = stream;
        await video.current.play();
        const loop = async () => {
          await readFrame();
          if (!isStopped) timer = window.setTimeout(() => void loop(), FRAME_MS);
        };
        void loop();
      } catch {
        setProblem(t('door.cameraDenied'));
      }
    }
    void start();
    return () => {
      isStopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [t]);

  async function readPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    const startedAt = performance.now();
    const bitmap = await createImageBitmap(file);
    const decode = await (decoder.current as Promise<QrDecoder>);
    const text = await decode(bitmap, bitmap.width, bitmap.height);
    bitmap.close();
    if (text === null) setProblem(t('door.noCodeInPhoto'));
    else if (!onCode(text, startedAt)) setProblem(t('door.unknownPass'));
  }

  return (
    <section className="door-scanner" aria-label={t('door.scan')}>
      <div className="door-scanner__view">
        <video ref={video} muted playsInline aria-hidden="true" />
        <div className="door-scanner__frame" aria-hidden="true" />
      </div>
      <p className="door-scanner__hint">{problem ?? t('door.scanHint')}</p>
      <label className="cv-button cv-button--secondary cv-button--full door-scanner__photo">
        <span>{t('door.scanPhoto')}</span>
        <input type="file" accept="image/*" onChange={(event) => void readPhoto(event)} />
      </label>
      <Button variant="ghost" fullWidth onClick={onClose}>
        {t('door.stopScan')}
      </Button>
    </section>
  );
}
