/** The floating link to the public invitation shows while the wedding is active, except on the plan tab. */
export function isInvitationLinkShown(wedding: { active: boolean }, tab: string): boolean {
  return wedding.active && tab !== 'activacion';
}
