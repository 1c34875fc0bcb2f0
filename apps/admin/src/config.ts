// The only module that reads the build environment.
const apiPath: string = import.meta.env.VITE_API_URL || '/v1';

/** Absolute API base (the dev and preview servers proxy /v1 to the API). */
export const API_BASE_URL = new URL(apiPath, window.location.origin).href.replace(/\/$/, '');
