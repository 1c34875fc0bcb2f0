import type { ReactNode } from 'react';

export type NoticeProps = {
  kind?: 'info' | 'success' | 'error';
  children: ReactNode;
};

/** An inline message inside a page (the verification result), as opposed to the snack bar. */
export function Notice({ kind = 'info', children }: NoticeProps) {
  return (
    <div className={`cv-notice cv-notice--${kind}`} role={kind === 'error' ? 'alert' : undefined}>
      {children}
    </div>
  );
}
