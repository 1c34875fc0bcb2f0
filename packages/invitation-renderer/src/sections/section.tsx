import { useId, useRef, type ReactNode } from 'react';
import { useReveal } from '../use-reveal.ts';

type SectionProps = {
  /** The section's name, for its class (`inv-section--events`) and test ids. */
  name: string;
  title: string;
  isTitleShown: boolean;
  children: ReactNode;
};

/** One section: a labelled landmark whose heading shows only when its title flag is on. */
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
      {...(isTitleShown ? { 'aria-labelledby': headingId } : { 'aria-label': title })}
    >
      {isTitleShown ? (
        <header className="inv-section-heading">
          <h2 id={headingId} className="inv-section-title-title">
            {title}
          </h2>
          <span className="inv-section-title-ornament" aria-hidden="true" />
        </header>
      ) : null}
      {children}
    </section>
  );
}
