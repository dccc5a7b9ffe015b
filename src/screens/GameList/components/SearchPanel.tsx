import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TextField } from '../../../components/form/TextField';
import { GAME_SEARCH_DEBOUNCE_MS } from '../../../config/constants';
import { listParams, type GameListRoute } from '../query';
import { GameGrid } from './GameGrid';
import { ListMessage } from './styles';
import { useGameList } from './useGameList';

/**
 * more=1 (§2): a game-name search within the selected type. The term goes into the URL (replacing
 * the history entry) after a pause in typing, so back and reload keep it and each pause asks once.
 */
export const SearchPanel = observer(function SearchPanel({ route }: { route: GameListRoute }) {
  const { t } = useTranslation();
  const [, setQuery] = useSearchParams();
  const [text, setText] = useState(route.search);
  const list = useGameList(route.search ? listParams(route) : null);

  const commit = (term: string) =>
    setQuery(
      (query) => {
        const next = new URLSearchParams(query);
        if (term) next.set('search', term);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    const term = text.trim();
    if (term === route.search) return;
    const timer = setTimeout(() => commit(term), GAME_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // commit only wraps setQuery, which the router keeps stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, route.search]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    commit(text.trim());
  };

  return (
    <>
      <form role="search" onSubmit={submit}>
        <TextField
          name="search"
          type="search"
          label={t('gameList.searchLabel')}
          value={text}
          onChange={setText}
          autoComplete="off"
          enterKeyHint="search"
        />
      </form>
      {route.search ? (
        <GameGrid
          list={list}
          label={t('gameList.resultsLabel', { term: route.search })}
          emptyKey="gameList.noResults"
          emptyValues={{ term: route.search }}
        />
      ) : (
        <ListMessage>{t('gameList.searchHint')}</ListMessage>
      )}
    </>
  );
});
