import { Button } from '@convite/ui/button';
import { useTranslation } from 'react-i18next';

export type PagerProps = { page: number; totalPages: number; onChange: (page: number) => void };

/** Previous, the page numbers (the current one marked) and next; nothing for a single page. */
export function Pager({ page, totalPages, onChange }: PagerProps) {
  const { t } = useTranslation('admin');
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1).filter(
    (item) => item === 1 || item === totalPages || Math.abs(item - page) <= 2,
  );
  return (
    <nav className="pager" aria-label={t('list.pages')}>
      <Button variant="ghost" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('list.previous')}
      </Button>
      {pages.map((item, index) => (
        <span key={item} className="pager__item">
          {index > 0 && item - (pages[index - 1] ?? item) > 1 && <span aria-hidden="true">…</span>}
          <Button
            variant={item === page ? 'primary' : 'ghost'}
            aria-label={t('list.page', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onChange(item)}
          >
            {item}
          </Button>
        </span>
      ))}
      <Button variant="ghost" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        {t('list.next')}
      </Button>
    </nav>
  );
}
