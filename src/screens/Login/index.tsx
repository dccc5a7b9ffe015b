import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Page } from '../../components/ui';
import { useStores } from '../../stores';
import { useStartTrial } from '../../components/useStartTrial';
import { LoginForm } from './components/LoginForm';
import { LoginLinks } from './components/LoginLinks';
import { MethodSwitch } from './components/MethodSwitch';
import { SocialSignIn } from './components/SocialSignIn';
import { Wide } from './components/styles';

const Title = styled.h1`
  margin: 0 0 ${(p) => p.theme.base.space.l};
  font-size: ${(p) => p.theme.base.fontSize.large};
  text-align: center;
`;

/** /m/login (§2): no top header; password or SMS login, links, social sign-in and free trial. */
const Login = observer(function Login() {
  const { t } = useTranslation();
  const { common } = useStores();
  const navigate = useNavigate();
  const startTrial = useStartTrial();
  const onDone = (next: string | null) => {
    if (next) navigate(next, { replace: true });
  };
  return (
    <Page>
      <Card>
        <Title>{t('login.heading', { name: common.status?.info.merchantName ?? t('app.name') })}</Title>
        <MethodSwitch />
        <LoginForm onDone={onDone} />
        <LoginLinks />
        <SocialSignIn onDone={onDone} />
        <Wide>
          <Button type="button" $variant="ghost" onClick={() => void startTrial()}>
            {t('login.freeTrial')}
          </Button>
        </Wide>
      </Card>
    </Page>
  );
});

export default Login;
