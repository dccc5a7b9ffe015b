import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsolePromotion, PromotionStateAction } from '@common/contract/promotions';
import { PROMOTION_STATES, type PromotionState } from '@common/rules/promotions';
import type { Column } from '../../components/DataTable';
import { MerchantPicker } from '../../components/MerchantPicker';
import { PagedTable } from '../../components/PagedTable';
import { Button, Field, Muted, Row, Select, Title } from '../../components/ui';
import { dateTime, money } from '../../format';
import { useFeature } from '../../stores/context';
import { PromotionStore } from '../../stores/PromotionStore';
import { Editor } from './Editor';
import { Report } from './Report';
import { STATE_ACTIONS, StateChange, titleOf } from './StateChange';

/** What the screen shows besides the list: the editor (null: a new promotion), a report, or a state change to confirm. */
type Panel = { editor: ConsolePromotion | null } | { report: ConsolePromotion } | { change: ConsolePromotion; action: PromotionStateAction } | null;

/** Promotions (issue 16): a merchant's promotions by state, a page at a time; write, schedule, publish, pause, resume and end them; their report. */
const Promotions = observer(function Promotions() {
  const { t } = useTranslation();
  const store = useFeature(PromotionStore);
  const [panel, setPanel] = useState<Panel>(null);
  useEffect(() => void store.load(), [store]);
  const columns: Column<ConsolePromotion>[] = [
    { labelKey: 'promotions.id', render: (p) => p.id },
    { labelKey: 'promotions.headline', render: titleOf },
    { labelKey: 'promotions.type', render: (p) => t(`promotions.types.${p.type}`) },
    { labelKey: 'promotions.state', render: (p) => t(`promotions.states.${p.state}`) },
    { labelKey: 'promotions.startsAt', render: (p) => dateTime(p.startsAt) },
    { labelKey: 'promotions.endsAt', render: (p) => dateTime(p.endsAt) },
    { labelKey: 'promotions.spent', render: (p) => (p.budget === null ? money(p.spent) : `${money(p.spent)} / ${money(p.budget)}`) },
    {
      labelKey: 'promotions.actionsHeader',
      render: (p) => {
        const title = titleOf(p);
        const open = p.state === 'ended' ? 'view' : 'edit';
        return (
          <Row>
            <Button type="button" $variant="plain" onClick={() => setPanel({ editor: p })} aria-label={t(`promotions.${open}Named`, { title })}>
              {t(`promotions.${open}`)}
            </Button>
            {p.state !== 'draft' && (
              <Button type="button" $variant="plain" onClick={() => setPanel({ report: p })} aria-label={t('promotions.reportNamed', { title })}>
                {t('promotions.reportButton')}
              </Button>
            )}
            {STATE_ACTIONS[p.state].map((action) => (
              <Button key={action} type="button" $variant={action === 'end' ? 'danger' : 'plain'} onClick={() => setPanel({ change: p, action })} aria-label={t(`promotions.actionNamed.${action}`, { title })}>
                {t(`promotions.actions.${action}`)}
              </Button>
            ))}
          </Row>
        );
      },
    },
  ];
  const close = () => setPanel(null);
  return (
    <>
      <Title>{t('promotions.title')}</Title>
      <MerchantPicker value={store.merchantCode} onChange={(code) => void store.load(1, code)} />
      {!store.scoped && <Muted>{t('promotions.pickMerchant')}</Muted>}
      {store.scoped && (
        <>
          <Row>
            <Field>
              {t('promotions.stateFilter')}
              <Select value={store.state ?? ''} onChange={(e) => void store.load(1, store.merchantCode, (e.target.value || null) as PromotionState | null)}>
                <option value="">{t('promotions.allStates')}</option>
                {PROMOTION_STATES.map((state) => (
                  <option key={state} value={state}>
                    {t(`promotions.states.${state}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Button type="button" onClick={() => setPanel({ editor: null })}>
              {t('promotions.new')}
            </Button>
          </Row>
          {panel && 'editor' in panel && <Editor key={panel.editor?.id ?? 'new'} promotion={panel.editor} onDone={close} />}
          {panel && 'report' in panel && <Report promotion={panel.report} onClose={close} />}
          {panel && 'change' in panel && <StateChange key={`${panel.change.id}:${panel.action}`} promotion={panel.change} action={panel.action} onDone={close} />}
          <PagedTable of={store.list} caption={t('promotions.title')} columns={columns} rowKey={(p) => p.id} load={(page) => void store.load(page)} />
        </>
      )}
    </>
  );
});

export default Promotions;
