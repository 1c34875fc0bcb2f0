import { useId, useRef, type ReactNode } from 'react';
import { useReveal } from '../use-reveal.ts';

type SectionProps = {
  /** The section's name, for its class (`inv-section--events`) and test ids. */
  name: string;
  title: string;
  isTitleShown: boolean;
  children: ReactNode;
};

/**
 * One section: a landmark labelled by its h2. When its title flag is off the h2 is still there but
 * visually hidden, so the outline never jumps from the couple's h1 to an item's h3 (screen readers
 * and Lighthouse's heading-order audit) while the page shows no title.
 */
export function Section({ name, title, isTitleShown, children }: SectionProps) {
  const ref = useRef<HTMLElement>(null);
  const reveal = useReveal(ref);
  const headingId = useId();
  const revealClass = reveal === 'static' ? '' : ` inv-reveal inv-reveal--${reveal}`;
  return (
    <section
      ref={ref}
      className={`inv-section inv-section--${name}${revealClass}`}
      data-section={name}
      aria-labelledby={headingId}
    >
      {isTitleShown ? (
        <header className="inv-section-heading">
          <h2 id={headingId} className="inv-section-title-title">
            {title}
          </h2>
          <span
            className="inv-section-title-ornament inv-ornament inv-page-divider"
            aria-hidden="true"
          />
        </header>
      ) : (
        <h2 id={headingId} className="inv-visually-hidden">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
