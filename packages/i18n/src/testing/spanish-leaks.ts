// For tests that render a screen in English: any text that is one of our Spanish resources (where the
// English differs) means a key fell back to Spanish or a Spanish text was written in the code.
import { flattenKeys } from '../flatten-keys.ts';
import { NAMESPACES, resources } from '../resources/resources.ts';

type Tree = Parameters<typeof flattenKeys>[0];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function value(tree: Tree, key: string): string {
  return String(key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree));
}

/** Each Spanish text whose English differs, as a whole-text pattern ({{value}} matches anything). */
function spanishOnlyPatterns(): RegExp[] {
  const spanish = NAMESPACES.flatMap((ns) => {
    const es = resources.es[ns] as Tree;
    const en = resources.en[ns] as Tree;
    return flattenKeys(es)
      .filter((key) => value(es, key) !== value(en, key))
      .map((key) => value(es, key));
  });
  return [...new Set(spanish)].map((text) => {
    const pattern = text
      .split(/\{\{[^}]+\}\}/)
      .map(escape)
      .join('.+?');
    return new RegExp(`^${pattern}$`, 's');
  });
}

const ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt'];

/** Text nodes and read-aloud attributes under `root`, and the document's head, that are Spanish resources. */
export function findSpanishTexts(root: Element = document.body): string[] {
  const patterns = spanishOnlyPatterns();
  // The tab's title and description name the page and the brand: "Inicia sesión · Convite".
  const head = [
    document.title,
    document.querySelector('meta[name="description"]')?.getAttribute('content'),
  ];
  const texts = head.flatMap((text) => (text ? text.split(' · ') : []));
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    texts.push(node.nodeValue ?? '');
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts
    .map((text) => text.trim())
    .filter((text) => text !== '' && patterns.some((pattern) => pattern.test(text)));
}
