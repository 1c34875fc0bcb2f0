import type { ReactNode } from 'react';

export type NotFoundProps = {
  message: string;
  /** The way back, as a link the app renders ("Llévame a inicio"). */
  action?: ReactNode;
  logo?: ReactNode;
};

export function NotFound({ message, action, logo }: NotFoundProps) {
  return (
    <main className="cv-not-found">
      {logo && <div className="cv-not-found__logo">{logo}</div>}
      <p className="cv-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="cv-not-found__message">{message}</h1>
      {action && <div className="cv-not-found__action">{action}</div>}
    </main>
  );
}
