import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useParams } from 'react-router-dom';
import { MerchantPicker } from '../../components/MerchantPicker';
import { Muted, TabNav, Title } from '../../components/ui';
import { consolePath } from '../../paths';
import { LoyaltyStore } from '../../stores/LoyaltyStore';
import { useFeature, useStores } from '../../stores/context';
import { Earning } from './Earning';
import { Levels } from './Levels';
import { Mall } from './Mall';
import { Orders } from './Orders';
import { Races } from './Races';
import { Report } from './Report';
import { allowedSections, type LoyaltySectionId } from './sections';

const SECTION_SCREENS: Record<LoyaltySectionId, ComponentType> = { earning: Earning, levels: Levels, mall: Mall, orders: Orders, races: Races, report: Report };

/**
 * Loyalty (issue 17): earning rates, levels, mall items, orders' fulfilment, races and the points
 * report of one merchant, each section shown to the operators whose permission it needs.
 */
const Loyalty = observer(function Loyalty() {
  const { t } = useTranslation();
  const { session } = useStores();
  const store = useFeature(LoyaltyStore);
  const { section } = useParams();
  const allowed = allowedSections((permission) => session.may(permission));
  const current = allowed.find((s) => s.id === section);
  if (!current) return allowed[0] ? <Navigate to={consolePath.loyalty(allowed[0].id)} replace /> : null;
  const Section = SECTION_SCREENS[current.id];
  return (
    <>
      <Title>{t('loyalty.title')}</Title>
      <MerchantPicker value={store.merchantCode} onChange={(code) => store.pick(code)} />
      {!store.code && <Muted>{t('loyalty.pickMerchant')}</Muted>}
      {store.code && (
        <>
          <TabNav aria-label={t('loyalty.sectionsLabel')}>
            {allowed.map((s) => (
              <NavLink key={s.id} to={consolePath.loyalty(s.id)}>
                {t(`loyalty.sections.${s.id}`)}
              </NavLink>
            ))}
          </TabNav>
          <Section key={`${store.code}:${current.id}`} />
        </>
      )}
    </>
  );
});

export default Loyalty;
