import { useSearchParams } from 'react-router';

/**
 * The page and search of an admin list, kept in the URL query so back/forward, a reload and the
 * breadcrumbs return to the same page. A new search starts again at page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const search = params.get('search') ?? '';
  const go = (next: { page: number; search: string }) => {
    const query = new URLSearchParams();
    if (next.search) query.set('search', next.search);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  return {
    page,
    search,
    /** The API's query: the search only when there is one. */
    query: { page, ...(search ? { search } : {}) },
    setPage: (value: number) => go({ page: value, search }),
    setSearch: (value: string) => go({ page: 1, search: value }),
  };
}

export type ListParams = ReturnType<typeof useListParams>;
