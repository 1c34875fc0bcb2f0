// The public invitation's addresses (INVITATION_URL is the invitation app's origin).

/** `<invitation origin>/<slug>`: the invitation, asking for the guest's code. */
export function invitationLink(invitationUrl: string, slug: string): string {
  return `${invitationUrl.replace(/\/+$/, '')}/${encodeURIComponent(slug)}`;
}

/** `<invitation origin>/<slug>?code=<code>`: one guest's personal link. */
export function guestInvitationLink(invitationUrl: string, slug: string, code: string): string {
  return `${invitationLink(invitationUrl, slug)}?code=${encodeURIComponent(code)}`;
}

/**
 * `<invitation origin>/<slug>/pase/<token>`: a household's pass, what its QR code carries. It shows
 * the pass and nothing that changes an answer.
 */
export function passLink(invitationUrl: string, slug: string, passToken: string): string {
  return `${invitationLink(invitationUrl, slug)}/pase/${encodeURIComponent(passToken)}`;
}

/** `<dashboard origin>/puerta#<key>`: a door helper's link (the key stays out of servers' logs). */
export function doorHelperLink(appUrl: string, key: string): string {
  return `${appUrl.replace(/\/+$/, '')}/puerta#${key}`;
}
