import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ChannelIcon, channelRegistry } from '../../../channels';
import { feeRuleText } from '../../../components/payments/FeeRule';
import { Muted } from '../../../components/ui';
import { useFeature } from '../../../stores';
import { DepositStore } from '../../../stores/DepositStore';
import { formatMinor } from '../../../utils/money';

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 ${(p) => p.theme.base.space.l};
  padding: 0;
  legend { font-weight: 700; margin-bottom: ${(p) => p.theme.base.space.s}; padding: 0; }
`;

const Option = styled.label<{ $chosen: boolean }>`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.base.space.m};
  min-height: ${(p) => p.theme.base.touchTarget};
  padding: ${(p) => p.theme.base.space.m};
  margin-bottom: ${(p) => p.theme.base.space.s};
  background: ${(p) => p.theme.colors.surface};
  border: 2px solid ${(p) => (p.$chosen ? p.theme.colors.primary : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.base.radius.medium};
  cursor: pointer;
  input { width: 20px; height: 20px; flex: none; accent-color: ${(p) => p.theme.colors.primary}; }
  &:has(input:disabled) { cursor: not-allowed; opacity: 0.7; }
  &:focus-within { outline: 2px solid ${(p) => p.theme.colors.focus}; outline-offset: 1px; }
  span { display: block; }
  small { color: ${(p) => p.theme.colors.textMuted}; }
`;

/**
 * The member's deposit channels as one radio group: each with its icon, name, limits and fee, so
 * the player sees what a deposit costs before choosing. A kind this site cannot complete is shown
 * but cannot be chosen.
 */
export const ChannelPicker = observer(function ChannelPicker() {
  const { t } = useTranslation();
  const store = useFeature(DepositStore);
  if (store.channels.length === 0) return <Muted>{t('deposit.noChannels')}</Muted>;
  return (
    <Group>
      <legend>{t('deposit.chooseMethod')}</legend>
      {store.channels.map((channel) => {
        const plugin = channelRegistry.forKind(channel.kind);
        const chosen = channel.id === store.selectedId;
        return (
          <Option key={channel.id} $chosen={chosen}>
            <input type="radio" name="channelId" value={channel.id} checked={chosen} disabled={!plugin.startable} onChange={() => store.select(channel.id)} />
            <ChannelIcon name={plugin.icon} url={channel.icon} />
            <span>
              <span>{channel.name}</span>
              <small>
                {t(plugin.name)} · {t('pay.range', { min: formatMinor(channel.min), max: formatMinor(channel.max) })} · {feeRuleText(t, channel)}
              </small>
              {!plugin.startable && <small>{t('deposit.kindUnsupported')}</small>}
            </span>
          </Option>
        );
      })}
    </Group>
  );
});
