import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Icon } from '../../../components/icons';
import { useStores } from '../../../stores';
import { QUICK_TILES, quickAction } from './quickTiles';
import { iconTile } from './tileStyles';
import { routerPath } from '../../../paths';

const Row = styled.nav`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${(p) => p.theme.base.space.s};
  margin-bottom: ${(p) => p.theme.base.space.m};
`;

const tile = css`
  ${iconTile}
  justify-content: center;
  gap: ${(p) => p.theme.base.space.xs};
  min-height: 64px;
  text-align: center;
  svg { color: ${(p) => p.theme.colors.primary}; }
`;

const TileLink = styled(Link)`
  ${tile};
`;

const TileButton = styled.button`
  ${tile};
`;

/** Jackpot, tournament, loyalty and contact us (§2). */
export const QuickTiles = observer(function QuickTiles() {
  const { t } = useTranslation();
  const { session, common, ui } = useStores();
  return (
    <Row aria-label={t('home.shortcuts')}>
      {QUICK_TILES.map(({ id, icon, labelKey }) => {
        const action = quickAction(id, session.isLoggedIn, common.whitelabel);
        const content = (
          <>
            <Icon name={icon} />
            {t(labelKey)}
          </>
        );
        if (action.kind === 'link') {
          return (
            <TileLink key={id} to={routerPath(action.to)}>
              {content}
            </TileLink>
          );
        }
        const onClick = action.kind === 'service' ? () => ui.toggleServicePopup(true) : () => ui.showToast({ key: 'home.comingSoon' });
        return (
          <TileButton key={id} type="button" onClick={onClick}>
            {content}
          </TileButton>
        );
      })}
    </Row>
  );
});
