import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../../components/icons';
import { IconButton } from '../../../components/ui';
import { useStores } from '../../../stores';

/** Covers the header (back and home) so the page cannot be left before the change. */
const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${(p) => p.theme.base.zIndex.header + 1};
  overflow-y: auto;
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.text};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  height: ${(p) => p.theme.base.headerHeight};
  padding: 0 ${(p) => p.theme.base.space.xs};
  background: ${(p) => p.theme.colors.headerBackground};
  color: ${(p) => p.theme.colors.headerText};
  h1 { flex: 1; margin: 0; text-align: center; font-size: ${(p) => p.theme.base.fontSize.title}; }
`;

/** Spacer as wide as the language button, so the title stays centred. */
const Spacer = styled.span`
  width: ${(p) => p.theme.base.touchTarget};
`;

/** The forced change's own page: title and language choice only, no way out but the form or logout. */
export const ForcedLayer = observer(function ForcedLayer({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { ui, language } = useStores();
  return (
    <Layer role="region" aria-labelledby="forced-change-title">
      <Bar>
        <Spacer />
        <h1 id="forced-change-title">{t('title.changePsw')}</h1>
        {language.showSelector ? (
          <IconButton type="button" onClick={() => ui.toggleLanguagePicker(true)} aria-label={t('common.selectLanguage')}>
            <Icon name="globe" />
          </IconButton>
        ) : (
          <Spacer />
        )}
      </Bar>
      {children}
    </Layer>
  );
});
