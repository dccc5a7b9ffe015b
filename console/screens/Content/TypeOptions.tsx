import { useTranslation } from 'react-i18next';
import { EDITABLE_TYPES } from './draft';

/** The options of a content-type select, by their translated names. */
export function TypeOptions() {
  const { t } = useTranslation();
  return EDITABLE_TYPES.map((type) => (
    <option key={type} value={type}>
      {t(`content.types.${type}`)}
    </option>
  ));
}
