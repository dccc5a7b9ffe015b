import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconButton, Muted } from '../../../components/ui';
import { useFeature, useStores } from '../../../stores';
import { AuthStore } from '../../../stores/AuthStore';
import { signInService, socialProviders, type SocialProvider } from '../socialSignIn';
import { Actions } from './styles';

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.theme.base.touchTarget};
  height: ${(p) => p.theme.base.touchTarget};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.base.radius.round};
  font-size: ${(p) => p.theme.base.fontSize.large};
  font-weight: 700;
`;

/** Provider marks, drawn as letters so no brand image weighs on the bundle. */
const MARK: Record<SocialProvider, string> = { google: 'G', facebook: 'f' };

/** Google and Facebook sign-in icons: only when the flags and a sign-in service are there (§2). */
export const SocialSignIn = observer(function SocialSignIn({ onDone }: { onDone: (next: string | null) => void }) {
  const { t } = useTranslation();
  const { common, ui } = useStores();
  const auth = useFeature(AuthStore);
  const providers = socialProviders(common.whitelabel);
  if (providers.length === 0) return null;

  async function signIn(provider: SocialProvider): Promise<void> {
    let idToken: string;
    try {
      idToken = await signInService()!.signIn(provider);
    } catch {
      ui.showToast({ key: 'login.socialFailed' }, 'error');
      return;
    }
    onDone(await auth.login({ type: 'firebase', firebaseIdToken: idToken }));
  }

  const label = { google: t('login.google'), facebook: t('login.facebook') };
  return (
    <section aria-label={t('login.socialTitle')}>
      <Muted>{t('login.socialTitle')}</Muted>
      <Actions>
        {providers.map((p) => (
          <IconButton key={p} type="button" aria-label={label[p]} onClick={() => void signIn(p)}>
            <Mark aria-hidden="true">{MARK[p]}</Mark>
          </IconButton>
        ))}
      </Actions>
    </section>
  );
});
