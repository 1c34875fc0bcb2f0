// The security headers of every page Convite serves (the dashboard, the admin console and the guests'
// invitation), beside the Content-Security-Policy each of them states. The API has its own (helmet).

/** A Content-Security-Policy: directive → sources. */
export type Policy = Readonly<Record<string, readonly string[]>>;

/** A year, this host and its subdomains; the same value the API sends. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Powerful features no page of ours uses, so a script that got in cannot ask for them either. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=()';

/** The dashboard's: its door page scans passes with the camera, from its own pages only. */
export const CAMERA_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace('camera=()', 'camera=(self)');

/** The policy as a header value: `default-src 'self'; script-src 'self' …`. */
export function serializePolicy(policy: Policy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}

/** The directives every page ends with: no plugins, no <base>, forms stay home, never framed. */
export const LOCKDOWN: Policy = {
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * A page's headers: its policy, the same framing refusal for browsers without frame-ancestors, and
 * HSTS only when the page's public origin is https (over http the header would be ignored at best,
 * and a local run must never pin localhost to https).
 */
export function pageHeaders(
  policy: Policy,
  { https, camera = false }: { https: boolean; camera?: boolean },
): Record<string, string> {
  return {
    'Content-Security-Policy': serializePolicy({ ...policy, ...LOCKDOWN }),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': camera ? CAMERA_PERMISSIONS_POLICY : PERMISSIONS_POLICY,
    ...(https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/** A policy header read back as directive → sources (tests and the browser check compare these). */
export function parsePolicy(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}
