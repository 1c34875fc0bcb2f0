import type { ReactNode } from 'react';

export type AuthLayoutProps = {
  logo?: ReactNode;
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Links under the card body ("¿No tienes cuenta? Regístrate"). */
  footer?: ReactNode;
};

export function AuthLayout({ logo, title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <main className="cv-auth">
      <div className="cv-auth__card">
        {logo && <div className="cv-auth__logo">{logo}</div>}
        <h1 className="cv-auth__title">{title}</h1>
        {subtitle && <p className="cv-auth__subtitle">{subtitle}</p>}
        <div className="cv-auth__body">{children}</div>
        {footer && <div className="cv-auth__footer">{footer}</div>}
      </div>
    </main>
  );
}
