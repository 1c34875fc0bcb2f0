/**
 * An icon from the server's seeded SVG markup (24×24 line art in currentColor), inlined so it takes
 * the text colour. The markup is reference data of our own API, never user input.
 */
export function IconSvg({ svg, size = 28 }: { svg: string; size?: number }) {
  return (
    <span
      className="icon-svg"
      aria-hidden="true"
      style={{ width: size, height: size }}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
