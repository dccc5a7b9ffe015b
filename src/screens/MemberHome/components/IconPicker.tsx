import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { HEAD_ICONS } from '../../../assets/head';
import { Popup } from '../../../components/Popup';
import { useFeature } from '../../../stores';
import { MemberStore } from '../../../stores/MemberStore';

const Grid = styled.ul`
  list-style: none;
  margin: ${(p) => p.theme.base.space.l} 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${(p) => p.theme.base.space.m};
`;

const Choice = styled.button`
  width: 100%;
  min-height: ${(p) => p.theme.base.touchTarget};
  padding: ${(p) => p.theme.base.space.s};
  background: transparent;
  border: 2px solid transparent;
  border-radius: ${(p) => p.theme.base.radius.large};
  &[aria-pressed='true'] { border-color: ${(p) => p.theme.colors.primary}; }
  img { width: 64px; height: 64px; display: block; margin: 0 auto; }
`;

/** Head icon picker (iconId 0 to 8): a tap saves the icon and closes the sheet. */
export const IconPicker = observer(function IconPicker({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const member = useFeature(MemberStore);
  const choose = async (iconId: number) => {
    if (await member.setIcon(iconId)) onClose();
  };
  return (
    <Popup id="member-icon-picker" title={t('member.iconPicker')} onClose={onClose}>
      <Grid>
        {HEAD_ICONS.map((url, iconId) => (
          <li key={iconId}>
            <Choice type="button" aria-pressed={member.iconId === iconId} disabled={member.busy} onClick={() => void choose(iconId)}>
              <img src={url} alt={t('member.iconOption', { id: iconId + 1 })} />
            </Choice>
          </li>
        ))}
      </Grid>
    </Popup>
  );
});
