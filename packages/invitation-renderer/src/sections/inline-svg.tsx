// Icons arrive as SVG documents (seeded 24×24 line art in currentColor) and are inlined so they take
// the text colour. Anything that is not a plain SVG, or that could run script, is not drawn.
const UNSAFE_SVG = /<script|<foreignobject|\son[a-z]+\s*=|javascript:|<iframe|<!entity/i;

export function isSafeSvg(svg: string): boolean {
  return /^\s*<svg[\s>]/i.test(svg) && !UNSAFE_SVG.test(svg);
}

type InlineSvgProps = { svg: string; label?: string; className?: string };

export function InlineSvg({ svg, label, className }: InlineSvgProps) {
  if (!isSafeSvg(svg)) return null;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span
      className={`inv-icon ${className ?? ''}`.trim()}
      {...a11y}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
