import { Route, Routes } from 'react-router-dom';
import { PlayerPage } from './PlayerPage';
import { Search } from './Search';

/** Players: the search, and a player's page with its tabs. */
export default function Players() {
  return (
    <Routes>
      <Route index element={<Search />} />
      <Route path=":id/:tab?" element={<PlayerPage />} />
    </Routes>
  );
}
