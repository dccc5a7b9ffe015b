import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStores } from '../stores';

/** The popup and its flags are their own chunk: every visit starts with it closed. */
const LanguageOptions = lazy(() => import(/* webpackChunkName: "language-picker" */ './LanguageOptions'));

/** The language popup (§2), rendered while open and the merchant offers a choice. */
export const LanguagePicker = observer(function LanguagePicker() {
  const { ui, language } = useStores();
  if (!ui.languagePickerOpen || !language.showSelector) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOptions />
    </Suspense>
  );
});
