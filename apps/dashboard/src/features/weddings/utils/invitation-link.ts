/** Pages where the floating link would cover the page's own submit button. */
const FORM_PAGES = new Set(['agregar-invitado', 'agregar-archivo']);

/**
 * The floating link to the public invitation shows while the wedding is active, except on the plan
 * tab (spec) and on the guest form pages, where it would sit on top of their submit button.
 */
export function isInvitationLinkShown(wedding: { active: boolean }, tab: string): boolean {
  return wedding.active && tab !== 'activacion' && !FORM_PAGES.has(tab);
}
