import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { flagUrl } from '../assets/flags';
import { languageLabel } from '../i18n/languageLabels';
import { useStores } from '../stores';
import { Popup } from './Popup';
import { changePasswordPath, routerPath, samePath } from '../paths';

const Grid = styled.ul<{ $compact: boolean }>`
  list-style: none;
  margin: ${(p) => p.theme.base.space.m} 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${(p) => (p.$compact ? 1 : 2)}, 1fr);
  gap: ${(p) => p.theme.base.space.s};
`;

const Option = styled.button`
  width: 100%;
  min-height: ${(p) => p.theme.base.touchTarget};
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.base.space.s};
  padding: 0 ${(p) => p.theme.base.space.m};
  border-radius: ${(p) => p.theme.base.radius.medium};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  text-align: start;
  &[aria-pressed='true'] { border-color: ${(p) => p.theme.colors.primary}; font-weight: 700; }
  img { width: 30px; height: 20px; border-radius: 2px; }
`;

/** Flag popup listing the merchant's languages by native name (§2); restyled on /m/changePsw. */
const LanguageOptions = observer(function LanguageOptions() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { ui, language } = useStores();
  const close = () => ui.toggleLanguagePicker(false);
  const choose = (code: string) => {
    close();
    ui.toggleDrawer(false);
    void language.setLanguage(code);
  };
  return (
    <Popup id="language-title" title={t('common.selectLanguage')} onClose={close}>
      <Grid $compact={samePath(pathname, routerPath(changePasswordPath()))}>
        {language.options.map((option) => (
          <li key={option.code}>
            <Option
              type="button"
              lang={option.code}
              aria-pressed={option.code === language.code}
              onClick={() => choose(option.code)}
            >
              <img src={flagUrl(languageLabel(option.code).flag)} alt="" loading="lazy" />
              {languageLabel(option.code).nativeName}
            </Option>
          </li>
        ))}
      </Grid>
    </Popup>
  );
});

export default LanguageOptions;
