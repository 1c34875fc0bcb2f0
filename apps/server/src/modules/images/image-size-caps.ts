// The largest image the API accepts: bytes on the wire, and pixels once decoded.
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
