import type { ReactNode } from 'react';

/** A detail screen's fields as label and value pairs. */
export function Details({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="details">
      {items.map(([label, value]) => (
        <div key={label} className="details__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
