import { NotFound } from '@convite/ui/not-found';
import type { ReactNode } from 'react';
import { AppLogo } from '../../components/app-logo.tsx';

/** The 404 layout of ui, used for every page that only says why there is no invitation. */
export function MessagePage({ message, action }: { message: string; action?: ReactNode }) {
  return <NotFound logo={<AppLogo />} message={message} action={action} />;
}
