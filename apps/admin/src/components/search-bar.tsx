import { Button } from '@convite/ui/button';
import { TextField } from '@convite/ui/text-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type SearchBarProps = {
  /** The search in force (from the URL); mount with `key={search}` so back/forward refills the box. */
  search: string;
  onSearch: (search: string) => void;
};

/** The text to look for, applied with "Confirmar" or Enter; the clear button drops it. */
export function SearchBar({ search, onSearch }: SearchBarProps) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState(search);
  return (
    <form
      className="search-bar"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <TextField
        label={t('list.search')}
        type="search"
        value={draft}
        autoComplete="off"
        onChange={(event) => setDraft(event.target.value)}
        trailing={
          draft !== '' || search !== '' ? (
            <button
              type="button"
              className="search-bar__clear"
              aria-label={t('list.clear')}
              onClick={() => {
                setDraft('');
                onSearch('');
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : undefined
        }
      />
      <Button type="submit">{t('common.confirm')}</Button>
    </form>
  );
}
