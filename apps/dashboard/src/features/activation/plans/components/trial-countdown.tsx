import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Whole seconds from now to an ISO UTC instant (a span between instants: no time zone involved). */
export function secondsUntil(iso: string): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Hours, minutes and seconds to the end of the trial, ticking every second; `onEnd` once at zero. */
export function TrialCountdown({ endsAt, onEnd }: { endsAt: string; onEnd: () => void }) {
  const { t } = useTranslation('dashboard');
  const [left, setLeft] = useState(() => secondsUntil(endsAt));
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  useEffect(() => {
    const initial = secondsUntil(endsAt);
    setLeft(initial);
    if (initial <= 0) {
      onEndRef.current();
      return undefined;
    }
    const timer = setInterval(() => {
      const next = secondsUntil(endsAt);
      setLeft(next);
      if (next <= 0) {
        clearInterval(timer);
        onEndRef.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const parts = [
    { value: Math.floor(left / 3600), label: t('activation.trial.hours') },
    { value: Math.floor((left % 3600) / 60), label: t('activation.trial.minutes') },
    { value: left % 60, label: t('activation.trial.seconds') },
  ];
  return (
    <div className="countdown" role="timer" aria-label={t('activation.trial.remaining')}>
      {parts.map((part) => (
        <div key={part.label} className="countdown__part">
          <span className="countdown__value">{pad(part.value)}</span>
          <span className="countdown__label">{part.label}</span>
        </div>
      ))}
    </div>
  );
}
