import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CONSOLE_LANGUAGES, isConsoleLanguage, LANGUAGE_NAMES } from '../../i18n';
import { useStores } from '../../stores/context';
import { Select } from '../ui';

/** The console's language (its strings and the server's messages). */
export const LanguageSwitch = observer(function LanguageSwitch() {
  const { t } = useTranslation();
  const { language } = useStores();
  return (
    <Select
      aria-label={t('shell.language')}
      value={language.code}
      onChange={(event) => {
        if (isConsoleLanguage(event.target.value)) void language.switch(event.target.value);
      }}
    >
      {CONSOLE_LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </Select>
  );
});
