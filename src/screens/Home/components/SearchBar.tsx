import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../../../components/icons';
import { IconLink } from '../../../components/ui';
import { gameListPath, routerPath } from '../../../paths';

const Bar = styled.div`
  display: flex;
  gap: ${(p) => p.theme.base.space.s};
  margin-bottom: ${(p) => p.theme.base.space.m};
`;

const SearchLink = styled(Link)`
  flex: 1;
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.base.space.s};
  min-height: ${(p) => p.theme.base.touchTarget};
  padding: 0 ${(p) => p.theme.base.space.m};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.base.radius.round};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.textMuted};
  text-decoration: none;
`;

/** Search opens the game list in search mode (more=1); the grid opens the more-selector (more=2). */
export function SearchBar() {
  const { t } = useTranslation();
  return (
    <Bar>
      <SearchLink to={routerPath(gameListPath({ more: '1' }))}>
        <Icon name="search" size={20} />
        {t('home.search')}
      </SearchLink>
      <IconLink to={routerPath(gameListPath({ more: '2' }))} aria-label={t('home.more')}>
        <Icon name="grid" />
      </IconLink>
    </Bar>
  );
}
