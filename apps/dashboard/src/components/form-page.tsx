import { AuthLayout } from '@convite/ui/auth-layout';
import { Button } from '@convite/ui/button';
import type { FormEvent, ReactNode } from 'react';

export type FormPageProps = {
  title: string;
  subtitle?: string;
  /** Links under the card ("¿No tienes cuenta? Regístrate"). */
  footer?: ReactNode;
  /** The fields, and anything that goes between them and the submit button. */
  children: ReactNode;
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: (event: FormEvent) => void;
  /** Inside the card, below the form: another way in, or the way out. */
  after?: ReactNode;
};

/** A screen that is one form on the card: the fields, the full-width submit button, what follows. */
export function FormPage({
  title,
  subtitle,
  footer,
  children,
  submitLabel,
  isSubmitting,
  onSubmit,
  after,
}: FormPageProps) {
  return (
    <AuthLayout title={title} subtitle={subtitle} footer={footer}>
      <form className="form" noValidate onSubmit={onSubmit}>
        {children}
        <Button type="submit" fullWidth loading={isSubmitting}>
          {submitLabel}
        </Button>
      </form>
      {after}
    </AuthLayout>
  );
}
