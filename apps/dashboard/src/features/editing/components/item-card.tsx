import { useId, type ReactNode } from 'react';
import type { Outcome } from '../api/content-calls.ts';
import { DeleteButton } from './delete-button.tsx';

export type ItemCardProps = {
  /** The item's name: the card's heading and accessible name. */
  name: string;
  disabled: boolean;
  remove: () => Promise<Outcome>;
  /** h3 for the items of a section, h4 inside a group (the parents). */
  headingLevel?: 3 | 4;
  children: ReactNode;
};

/** One item of a list (an event, a registry, a parent…): its name with the delete button, its fields. */
export function ItemCard({ name, disabled, remove, headingLevel = 3, children }: ItemCardProps) {
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="item card" aria-labelledby={headingId}>
      <div className="item__header">
        <Heading id={headingId} className="item__title">
          {name}
        </Heading>
        <DeleteButton name={name} disabled={disabled} remove={remove} />
      </div>
      {children}
    </article>
  );
}
