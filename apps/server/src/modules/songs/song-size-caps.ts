// The largest song file the API accepts.
export const MAX_SONG_BYTES = 15 * 1024 * 1024;
