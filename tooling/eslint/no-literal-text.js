// Every text a person reads or hears comes from i18n (packages/i18n), so switching language leaves no
// Spanish behind. This rule reports the ways a text slips past that: words written straight into JSX,
// a literal snack message, and a string literal given to a prop that is shown or read aloud
// (aria-label, title, placeholder, alt, and the label/title/message props our ui components take).
// Symbols, numbers and the brand pass.

/** Texts that read the same in every language. */
const ALLOWED = new Set(['Convite']);

/** Sample values that are not words in any language: a colour (#a1b2c3), a bare URL scheme (https://). */
const SAMPLE = /^(#[0-9a-f]{3,8}|https?:\/\/)$/i;

/** Props whose value is shown or announced: a literal there is a text that skipped translation. */
const TEXT_PROP =
  /^(aria-label|aria-description|aria-placeholder|aria-valuetext|title|placeholder|alt|label|subtitle|message|description|heading|[a-z]+(Label|Title|Text|Message|Placeholder))$/;

/** A run of letters: anything else (punctuation, digits, ×, ·, emoji) is not a word to translate. */
const LETTER = /\p{L}/u;

function isWords(text) {
  const trimmed = text.trim();
  return LETTER.test(trimmed) && !ALLOWED.has(trimmed) && !SAMPLE.test(trimmed);
}

/** The literal texts a value can take: a string, a template without expressions, either branch of a ternary or of ||/??. */
function literalTexts(node) {
  if (!node) return [];
  if (node.type === 'Literal' && typeof node.value === 'string') return [node.value];
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
    return [node.quasis[0].value.cooked];
  if (node.type === 'JSXExpressionContainer') return literalTexts(node.expression);
  if (node.type === 'ConditionalExpression')
    return [...literalTexts(node.consequent), ...literalTexts(node.alternate)];
  if (node.type === 'LogicalExpression')
    return [...literalTexts(node.left), ...literalTexts(node.right)];
  return [];
}

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid texts written in JSX instead of taken from i18n.' },
    messages: {
      text: 'Text "{{text}}" is written in the JSX: take it from i18n (packages/i18n/src/resources).',
      prop: 'The {{prop}} "{{text}}" is written in the JSX: take it from i18n (packages/i18n/src/resources).',
      snack:
        'The snack message "{{text}}" is written in the code: take it from i18n (packages/i18n/src/resources).',
    },
    schema: [],
  },
  create(context) {
    const short = (text) => text.trim().replace(/\s+/g, ' ').slice(0, 40);
    return {
      JSXText(node) {
        if (isWords(node.value))
          context.report({ node, messageId: 'text', data: { text: short(node.value) } });
      },
      JSXExpressionContainer(node) {
        // {'Hola'} as a child is JSX text in disguise; as an attribute value it is judged below.
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        const text = literalTexts(node.expression).find(isWords);
        if (text !== undefined)
          context.report({ node, messageId: 'text', data: { text: short(text) } });
      },
      // The snack bar shows its message as it is given (ui's showSnack(kind, message)).
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'showSnack') return;
        const text = literalTexts(node.arguments[1]).find(isWords);
        if (text !== undefined)
          context.report({ node, messageId: 'snack', data: { text: short(text) } });
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !TEXT_PROP.test(node.name.name)) return;
        const text = literalTexts(node.value).find(isWords);
        if (text !== undefined) {
          context.report({
            node,
            messageId: 'prop',
            data: { prop: node.name.name, text: short(text) },
          });
        }
      },
    };
  },
};
