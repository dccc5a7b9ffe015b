import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card, Muted, Page } from '../../components/ui';
import { useStartTrial } from '../../components/useStartTrial';

const Points = styled.ul`
  margin: ${(p) => p.theme.base.space.m} 0;
  padding-inline-start: ${(p) => p.theme.base.space.xl};
  li { margin-bottom: ${(p) => p.theme.base.space.s}; }
`;

const Start = styled(Button)`
  width: 100%;
`;

/** /m/trail (§2): what a free trial is and a button that starts one. */
export default function Trail() {
  const { t } = useTranslation();
  const startTrial = useStartTrial();
  return (
    <Page>
      <Card>
        <h2>{t('trial.title')}</h2>
        <Muted>{t('trial.body')}</Muted>
        <Points>
          <li>{t('trial.pointCredit')}</li>
          <li>{t('trial.pointPromotions')}</li>
          <li>{t('trial.pointRegister')}</li>
        </Points>
        <Start type="button" onClick={() => void startTrial()}>
          {t('trial.start')}
        </Start>
      </Card>
    </Page>
  );
}
