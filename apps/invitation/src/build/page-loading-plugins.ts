// How the built page loads what its first screen does not need: the fonts after the cover has painted,
// the script on the first touch or shortly after the load event; and the one thing it sends at once,
// the guest's opening. Vite plugins, used by vite.config.ts.
import type { IndexHtmlTransformContext, Plugin } from 'vite';

type HtmlTransform = (html: string, context: Pick<IndexHtmlTransformContext, 'bundle'>) => string;

/** How long after the load event the script comes when nobody has touched the page. */
export const HYDRATE_AFTER_LOAD_MS = 1500;

/** The loader's code (a module script's body): imports the entry on the first interaction or soon after load. */
export function hydrateLoader(entry: string): string {
  return [
    `let started=false;const start=()=>{if(!started){started=true;import(${JSON.stringify(entry)})}};`,
    'for(const type of ["pointerdown","keydown","scroll","touchstart"])addEventListener(type,start,{once:true,passive:true});',
    `const soon=()=>setTimeout(start,${HYDRATE_AFTER_LOAD_MS});`,
    'document.readyState==="complete"?soon():addEventListener("load",soon,{once:true});',
  ].join('');
}

/** The <meta> the server writes with the page's font stylesheets (html-document.ts), space-separated. */
export const FONTS_META_NAME = 'convite-fonts';

/**
 * The loader's code (a classic script's body, after the page's markup): links the stylesheets of the
 * theme's fonts, which the server names in a <meta> (different per theme, while this script, allowed
 * by its hash, stays the same), once the cover has painted.
 */
export function fontsLoader(): string {
  return [
    '(()=>{',
    `const hrefs=(document.querySelector('meta[name="${FONTS_META_NAME}"]')?.content??"").split(" ").filter(Boolean);`,
    'const load=()=>{for(const href of hrefs){const link=document.createElement("link");link.rel="stylesheet";link.href=href;document.head.append(link)}};',
    'const afterPaint=()=>requestAnimationFrame(()=>requestAnimationFrame(load));',
    'const cover=document.querySelector("img[fetchpriority=high]");',
    'if(cover&&!cover.complete){cover.addEventListener("load",afterPaint,{once:true});cover.addEventListener("error",afterPaint,{once:true})}else afterPaint();',
    '})()',
  ].join('');
}

/**
 * The <meta> the server writes on a page that shows a guest (never a preview): the opening's URL as
 * its content and the guest's code in data-code (html-document.ts).
 */
export const OPENING_META_NAME = 'convite-opening';

/**
 * The opening's sender (a classic script's body, in <head> after the page's tags): once the page is
 * shown (visible, not a prerender, after its first frame) it sends the opening as a beacon, so a
 * guest who leaves a second later is still counted; the main script comes much later. The same for
 * every page (allowed by its hash): the server names what to send in the <meta>, and a page without
 * it (no guest, a wrong code, a preview) sends nothing.
 */
export function openingSender(): string {
  return [
    '(()=>{',
    `const meta=document.querySelector('meta[name="${OPENING_META_NAME}"]');if(!meta)return;`,
    'const send=()=>{const body=JSON.stringify({code:meta.dataset.code});',
    'try{if(navigator.sendBeacon(meta.content,new Blob([body],{type:"application/json"})))return}catch{}',
    'fetch(meta.content,{method:"POST",body,headers:{"content-type":"application/json"},keepalive:true}).catch(()=>{})};',
    'const shown=()=>{if(document.visibilityState==="visible")requestAnimationFrame(()=>setTimeout(send));',
    'else document.addEventListener("visibilitychange",shown,{once:true})};',
    'document.prerendering?document.addEventListener("prerenderingchange",shown,{once:true}):shown();',
    '})()',
  ].join('');
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/**
 * The page is complete as the server sends it; the script only makes it interactive. Loaded by the
 * preload scanner it competes with the cover photo for a phone's bandwidth (Lighthouse measured the
 * cover painting twice as late), so the built page imports it on the guest's first touch, key or
 * scroll, or a moment after the page has loaded, whichever comes first. Links (language) work
 * without it; the countdown starts ticking when it arrives.
 */
export const moveEntryScript: HtmlTransform = (html) => {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('hydrate-after-load: the built page has no entry script.');
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace('</body>', `<script type="module">${hydrateLoader(entry)}</script>\n</body>`);
};

/**
 * The fonts are the theme's, not the content: on a slow phone link their 90 KB would delay the cover
 * photo and the first paint, which show in system faces first (font-display swap). The built page
 * requests the theme's font stylesheets once the cover has painted (or right after the first paint
 * without one); with scripts off, the <noscript> links the server writes load them as usual.
 */
export const deferFontsStylesheet: HtmlTransform = (html) =>
  html.replace('</body>', `<script>${fontsLoader()}</script>\n</body>`);

/** The opening's sender goes at the end of <head>, after the <meta> it reads (openingSender). */
export const sendOpeningEarly: HtmlTransform = (html) =>
  html.replace('</head>', `<script>${openingSender()}</script>\n</head>`);

const postHtml = (name: string, transform: HtmlTransform): Plugin => ({
  name,
  apply: 'build',
  transformIndexHtml: { order: 'post', handler: (html, context) => transform(html, context) },
});

export const hydrateAfterLoad = () => postHtml('convite-hydrate-after-load', moveEntryScript);
export const earlyOpening = () => postHtml('convite-early-opening', sendOpeningEarly);
export const deferFonts = () => postHtml('convite-defer-fonts', deferFontsStylesheet);
