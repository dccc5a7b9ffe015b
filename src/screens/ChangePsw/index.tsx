import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Muted, Page } from '../../components/ui';
import { useLogout } from '../../components/useLogout';
import { useStores } from '../../stores';
import { ChangeForm } from './components/ChangeForm';
import { ForcedLayer } from './components/ForcedLayer';
import { homePath, memberHomePath, routerPath } from '../../paths';

const Ghost = styled(Button)`
  width: 100%;
  margin-top: ${(p) => p.theme.base.space.s};
`;

/** Where a normal change returns to. */

/**
 * /m/changePsw (§2, §4): a normal change (old, new, confirm), or the forced one after a first login
 * or an expired password, which uses the old password remembered at login and cannot be left
 * except by changing or logging out.
 */
const ChangePsw = observer(function ChangePsw() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session } = useStores();
  const logout = useLogout();
  const firstLogin = session.info?.firstTimeLogin === true;
  const forced = session.passwordChangeForced || firstLogin;

  if (!forced) {
    return (
      <Page>
        <Card>
          <h2>{t('changePsw.heading')}</h2>
          <ChangeForm rememberedOld={null} onDone={() => navigate(routerPath(memberHomePath()), { replace: true })} />
        </Card>
      </Page>
    );
  }
  return (
    <ForcedLayer>
      <Page>
        <Card>
          <Muted role="note">{t(firstLogin ? 'changePsw.forcedFirstLogin' : 'changePsw.forcedExpired')}</Muted>
          <ChangeForm rememberedOld={session.oldPsw} onDone={() => navigate(routerPath(homePath()), { replace: true })} />
          <Ghost type="button" $variant="ghost" onClick={logout}>
            {t('changePsw.logoutInstead')}
          </Ghost>
        </Card>
      </Page>
    </ForcedLayer>
  );
});

export default ChangePsw;
