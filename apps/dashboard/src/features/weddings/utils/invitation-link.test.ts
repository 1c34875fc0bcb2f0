import { describe, expect, it } from 'vitest';
import { isInvitationLinkShown } from './invitation-link.ts';

describe('isInvitationLinkShown', () => {
  it('shows the link of an active wedding on every tab but the plan tab', () => {
    expect(isInvitationLinkShown({ active: true }, 'edicion')).toBe(true);
    expect(isInvitationLinkShown({ active: true }, 'cuenta')).toBe(true);
    expect(isInvitationLinkShown({ active: true }, 'activacion')).toBe(false);
  });

  it('keeps it off the guest form pages, where it would cover their submit button', () => {
    expect(isInvitationLinkShown({ active: true }, 'invitados')).toBe(true);
    expect(isInvitationLinkShown({ active: true }, 'agregar-invitado')).toBe(false);
    expect(isInvitationLinkShown({ active: true }, 'agregar-archivo')).toBe(false);
  });

  it('never shows it for an inactive wedding', () => {
    expect(isInvitationLinkShown({ active: false }, 'edicion')).toBe(false);
  });
});
