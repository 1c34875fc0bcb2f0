import { Button } from './button.tsx';

export type PagerLabels = {
  /** The navigation's accessible name ("Páginas"). */
  pages: string;
  previous: string;
  next: string;
  /** A page button's accessible name ("Página 3"). */
  page: (page: number) => string;
};

export type PagerProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  labels: PagerLabels;
};

/** Previous, the page numbers (the first, the last and two either side of the current one, which is marked) and next; nothing for a single page. */
export function Pager({ page, totalPages, onChange, labels }: PagerProps) {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1).filter(
    (item) => item === 1 || item === totalPages || Math.abs(item - page) <= 2,
  );
  return (
    <nav className="cv-pager" aria-label={labels.pages}>
      <Button variant="ghost" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {labels.previous}
      </Button>
      {pages.map((item, index) => (
        <span key={item} className="cv-pager__item">
          {index > 0 && item - (pages[index - 1] ?? item) > 1 && <span aria-hidden="true">…</span>}
          <Button
            variant={item === page ? 'primary' : 'ghost'}
            aria-label={labels.page(item)}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onChange(item)}
          >
            {item}
          </Button>
        </span>
      ))}
      <Button variant="ghost" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        {labels.next}
      </Button>
    </nav>
  );
}
