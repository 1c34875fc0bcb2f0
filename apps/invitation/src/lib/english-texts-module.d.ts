// The English texts' chunk of the browser build (src/build/english-texts-apart.ts).
declare module 'virtual:convite-english-texts' {
  export const invitation: import('./english-texts.ts').EnglishTexts['invitation'];
  export const common: import('./english-texts.ts').EnglishTexts['common'];
}
