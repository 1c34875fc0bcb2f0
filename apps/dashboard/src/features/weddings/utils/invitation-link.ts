/** The guest form pages: their own task, without the link above it. */
const FORM_PAGES = new Set(['agregar-invitado', 'agregar-archivo']);

/**
 * The link to the public invitation shows while the wedding is active, except on the plan tab (spec)
 * and on the guest form pages.
 */
export function isInvitationLinkShown(wedding: { active: boolean }, tab: string): boolean {
  return wedding.active && tab !== 'activacion' && !FORM_PAGES.has(tab);
}
