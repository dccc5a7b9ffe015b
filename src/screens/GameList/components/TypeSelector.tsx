import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui';
import { LIST_TYPES, typeHref } from '../query';
import { ChipLink, SectionTitle } from './styles';
import { VendorChips } from './VendorChips';

/** more=2 (§2): every game type with its vendors, each a real link to that list. */
export const TypeSelector = observer(function TypeSelector() {
  const { t } = useTranslation();
  return (
    <>
      <SectionTitle>{t('gameList.selectorTitle')}</SectionTitle>
      {LIST_TYPES.map((type) => {
        const category = t(`category.${type}`);
        return (
          <Card key={type}>
            <ChipLink to={typeHref(type)}>{t('gameList.allOfType', { category })}</ChipLink>
            <VendorChips gameType={type} current={undefined} label={t('gameList.vendorsOf', { category })} />
          </Card>
        );
      })}
    </>
  );
});
