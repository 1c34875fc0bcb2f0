// The public invitation's addresses (INVITATION_URL is the invitation app's origin).

/** `<invitation origin>/<slug>`: the invitation, asking for the guest's code. */
export function invitationLink(invitationUrl: string, slug: string): string {
  return `${invitationUrl.replace(/\/+$/, '')}/${encodeURIComponent(slug)}`;
}

/** `<invitation origin>/<slug>?code=<code>`: one guest's personal link. */
export function guestInvitationLink(invitationUrl: string, slug: string, code: string): string {
  return `${invitationLink(invitationUrl, slug)}?code=${encodeURIComponent(code)}`;
}
