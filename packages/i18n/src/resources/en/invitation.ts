import type { invitation as es } from '../es/invitation.ts';

export const invitation: typeof es = {
  placeholder: {
    title: 'Invitation',
    message: 'The invitation “{{slug}}” will be available very soon.',
  },
};
