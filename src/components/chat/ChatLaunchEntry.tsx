import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../icons';
import { useChatLaunch } from './useChatLaunch';

const Entry = styled.button`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.base.space.m};
  width: 100%;
  min-height: ${(p) => p.theme.base.touchTarget};
  margin-bottom: ${(p) => p.theme.base.space.s};
  padding: 0 ${(p) => p.theme.base.space.l};
  border-radius: ${(p) => p.theme.base.radius.medium};
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  cursor: pointer;
`;

/** "Chat with us" above the contact channels of /m/service (shown only with CBS3 to a real member). */
export function ChatLaunchEntry() {
  const { t } = useTranslation();
  const launch = useChatLaunch();
  return (
    <Entry type="button" onClick={() => void launch()}>
      <Icon name="service" />
      <span>{t('service.chat')}</span>
    </Entry>
  );
}
