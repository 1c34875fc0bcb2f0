// The cover photo's `sizes`: the <img> of the first screen (sections/header.tsx) and the page's
// preload of it (the invitation server's head) must say the same, or a browser picks two candidates
// of the srcset and downloads the cover twice (the 1600 px original and the 800 px variant).

/** A phone's cover is the screen's width; a computer's sits in a column of at most 36rem. */
export const COVER_SIZES = '(min-width: 64rem) 36rem, 100vw';
