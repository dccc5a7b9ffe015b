import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { parseVassKey } from '@common/contract/games';
import { ButtonLink, Card, Muted, Page } from '../../components/ui';
import { useStores } from '../../stores';
import { vendorRegistry } from '../../vendors';
import { homePath, routerPath } from '../../paths';

/**
 * /m/game?vassKey= (§2): a vendor with a lobby route goes there; any other launches at once
 * (please wait, then the redirect). A failed launch shows the store's notice and stays here.
 */
const Game = observer(function Game() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { launch } = useStores();
  const [params] = useSearchParams();
  const vassKey = params.get('vassKey') ?? '';
  const vendor = parseVassKey(vassKey);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const target = parseVassKey(vassKey);
    if (!target) return;
    const { gameType, vassalage } = target;
    const lobby = vendorRegistry.forVendor(gameType, vassalage).lobby(target);
    if (lobby.kind === 'route') {
      navigate(routerPath(lobby.to), { replace: true });
      return;
    }
    // Coming back from the game must not land here and launch again: it returns home.
    const backUrl = new URL(homePath(), window.location.origin).href;
    void launch.start({ kind: 'vendor', gameType, vassalage }, backUrl).then((ok) => setFailed(!ok));
  }, [vassKey, launch, navigate]);

  return (
    <Page>
      <Card aria-live="polite">
        {!vendor && <Muted>{t('game.unknownVendor')}</Muted>}
        {vendor && !failed && <Muted>{t('game.pleaseWait')}</Muted>}
        {(failed || !vendor) && <ButtonLink to={routerPath(homePath())}>{t('common.home')}</ButtonLink>}
      </Card>
    </Page>
  );
});

export default Game;
