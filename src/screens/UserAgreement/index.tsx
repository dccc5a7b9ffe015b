import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { LoadStatus } from '../../components/payments/PagedList';
import type { AgreementRedirectState } from '../../components/RouteGuard';
import { Button, Card, Muted, Page } from '../../components/ui';
import { useLogout } from '../../components/useLogout';
import { homePath, routerPath } from '../../paths';
import { useFeature, useStores } from '../../stores';
import { AgreementStore } from '../../stores/AgreementStore';

const Body = styled.div`
  p {
    margin: 0 0 ${(p) => p.theme.base.space.m};
    line-height: 1.5;
    white-space: pre-line;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.base.space.m};
  margin-top: ${(p) => p.theme.base.space.m};
`;

/**
 * /m/useragreement (§2, issue 15): the merchant's current user agreement in the site's language
 * (the site's own text while the merchant has published none). A member who must accept a new
 * version is kept here (RouteGuard) with "I accept" and "Log out"; accepting returns them to the
 * page they were going to.
 */
const UserAgreement = observer(function UserAgreement() {
  const { t } = useTranslation();
  const { session, language, ui } = useStores();
  const store = useFeature(AgreementStore);
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useLogout();
  useEffect(() => {
    void store.load();
  }, [store, language.code]);

  const agreement = store.agreement;
  if (!agreement) return <Page>{<LoadStatus state={store.state} onRetry={() => void store.load()} />}</Page>;
  const builtIn = agreement.version === 0;
  const title = builtIn ? t('agreement.builtInTitle') : agreement.title;
  const paragraphs = builtIn ? t('agreement.builtInBody').split('\n\n') : store.paragraphs;
  const asking = session.isLoggedIn && session.agreementPending;

  const accept = async () => {
    if (!(await store.accept())) return;
    ui.showToast({ key: 'agreement.accepted' }, 'success');
    const from = (location.state as AgreementRedirectState | null)?.from;
    navigate(from ?? routerPath(homePath()), { replace: true });
  };

  return (
    <Page>
      {asking && (
        <Card aria-labelledby="agreement-ask">
          <h2 id="agreement-ask">{t('agreement.askTitle')}</h2>
          <Muted>{t('agreement.askBody')}</Muted>
        </Card>
      )}
      <Card aria-labelledby="agreement-title" lang={builtIn ? undefined : agreement.language === 'CN' ? 'zh' : agreement.language.toLowerCase()}>
        <h2 id="agreement-title">{title}</h2>
        {!builtIn && <Muted>{t('agreement.version', { version: agreement.version })}</Muted>}
        <Body>
          {paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </Body>
        {asking && (
          <Actions>
            <Button type="button" onClick={() => void accept()} disabled={store.busy}>
              {t('agreement.accept')}
            </Button>
            <Button type="button" $variant="ghost" onClick={logout}>
              {t('agreement.logout')}
            </Button>
          </Actions>
        )}
      </Card>
    </Page>
  );
});

export default UserAgreement;
