import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFeature } from '../../stores';
import { ProtectionStore } from '../../stores/ProtectionStore';
import { formatElapsed, formatNet } from '../../stores/protection/SessionClock';

const Bar = styled.aside`
  position: sticky;
  top: ${(p) => p.theme.base.headerHeight};
  z-index: ${(p) => p.theme.base.zIndex.header};
`;

const Figures = styled.dl`
  display: flex;
  justify-content: center;
  gap: ${(p) => p.theme.base.space.l};
  margin: 0;
  padding: ${(p) => p.theme.base.space.xs} ${(p) => p.theme.base.space.m};
  background: ${(p) => p.theme.colors.headerBackground};
  color: ${(p) => p.theme.colors.headerText};
  font-size: ${(p) => p.theme.base.fontSize.small};
  div { display: flex; gap: ${(p) => p.theme.base.space.xs}; }
  dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
`;

/**
 * The session's elapsed time and net position (wins − stakes) on game screens, as part of the
 * header: the player sees what the session has cost while playing (issue 15). Not a live region:
 * a screen reader announcing every second would drown the game.
 */
export const SessionFigures = observer(function SessionFigures() {
  const { t } = useTranslation();
  const { clock } = useFeature(ProtectionStore);
  const status = clock.status!;
  return (
    <Bar aria-label={t('protection.figures.label')}>
      <Figures>
        <div>
          <dt>{t('protection.figures.time')}</dt>
          <dd data-testid="session-time">{formatElapsed(clock.elapsedMs)}</dd>
        </div>
        <div>
          <dt>{t('protection.figures.net')}</dt>
          <dd data-testid="session-net">{formatNet(status.net)}</dd>
        </div>
      </Figures>
    </Bar>
  );
});
