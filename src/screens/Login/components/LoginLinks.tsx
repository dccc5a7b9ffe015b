import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../stores';
import { Actions, TextLink } from './styles';
import { forgetPath, homePath, registerPath, routerPath } from '../../../paths';

/** Forgot password (only when the merchant allows resets), register and back home (§2). */
export const LoginLinks = observer(function LoginLinks() {
  const { t } = useTranslation();
  const { common } = useStores();
  return (
    <Actions>
      {common.whitelabel?.passwordReset && <TextLink to={routerPath(forgetPath())}>{t('login.forgot')}</TextLink>}
      <TextLink to={routerPath(registerPath())}>{t('common.register')}</TextLink>
      <TextLink to={routerPath(homePath())}>{t('app.backHome')}</TextLink>
    </Actions>
  );
});
