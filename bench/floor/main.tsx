/**
 * The floor page of `bench:lighthouse`: a small lobby screen (header, a grid of game tiles, a
 * bottom navigation) built from exactly our framework stack and nothing else, so its figures say
 * what the stack alone costs on this machine in the same run as our pages.
 */
import i18next from 'i18next';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';

const colours = { background: '#16181d', surface: '#252a33', text: '#f2f2f2', accent: '#f5b400' };
const TILES = 12;

/** The lobby's state, as our stores hold it: an observable list and a computed view of it. */
class LobbyStore {
  games = Array.from({ length: TILES }, (_, i) => ({ id: i + 1, name: `Game ${i + 1}` }));
  balance = 1234.5;
  constructor() {
    makeAutoObservable(this);
  }
  get balanceText(): string {
    return this.balance.toFixed(2);
  }
}
const store = new LobbyStore();

void i18next.use(initReactI18next).init({
  lng: 'bn',
  initAsync: false,
  resources: { bn: { translation: { title: 'গেম লবি', balance: 'ব্যালেন্স', home: 'হোম', games: 'গেম', account: 'অ্যাকাউন্ট' } } },
});

const Global = createGlobalStyle`
  body { margin: 0; font-family: sans-serif; background: ${colours.background}; color: ${colours.text}; }
`;
const Header = styled.header`
  display: flex; justify-content: space-between; align-items: center; height: 56px; padding: 0 16px;
  background: ${colours.surface};
`;
const Grid = styled.ul`
  display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; padding: 16px 16px 80px; margin: 0; list-style: none;
`;
const Tile = styled(Link)`
  display: flex; align-items: flex-end; aspect-ratio: 1; padding: 8px; border-radius: 12px;
  background: ${colours.surface}; color: ${colours.text}; text-decoration: none;
`;
const Nav = styled.nav`
  position: fixed; bottom: 0; left: 0; right: 0; display: flex; justify-content: space-around; height: 56px;
  background: ${colours.surface};
  a { color: ${colours.accent}; line-height: 56px; min-width: 44px; text-align: center; }
`;

const Lobby = observer(function Lobby() {
  const { t } = useTranslation();
  return (
    <>
      <Header>
        <h1>{t('title')}</h1>
        <span>
          {t('balance')} {store.balanceText}
        </span>
      </Header>
      <main>
        <Grid>
          {store.games.map((g) => (
            <li key={g.id}>
              <Tile to={`/game/${g.id}`}>{g.name}</Tile>
            </li>
          ))}
        </Grid>
      </main>
      <Nav>
        <Link to="/">{t('home')}</Link>
        <Link to="/games">{t('games')}</Link>
        <Link to="/account">{t('account')}</Link>
      </Nav>
    </>
  );
});

createRoot(document.getElementById('root')!).render(
  <>
    <Global />
    <BrowserRouter basename="/m">
      <Routes>
        <Route path="*" element={<Lobby />} />
      </Routes>
    </BrowserRouter>
  </>,
);
