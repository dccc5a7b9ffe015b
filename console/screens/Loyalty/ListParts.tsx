import { useTranslation } from 'react-i18next';
import { LOYALTY_STATES, type LoyaltyState } from '@common/rules/loyalty';
import { Button, Field, Row, Select } from '../../components/ui';

/** The state filter of a mall item or race list (empty: every state). */
export function StateFilter({ value, onChange }: { value: LoyaltyState | null; onChange: (state: LoyaltyState | null) => void }) {
  const { t } = useTranslation();
  return (
    <Field>
      {t('loyalty.stateFilter')}
      <Select value={value ?? ''} onChange={(e) => onChange((e.target.value || null) as LoyaltyState | null)}>
        <option value="">{t('loyalty.allStates')}</option>
        {LOYALTY_STATES.map((state) => (
          <option key={state} value={state}>
            {t(`loyalty.states.${state}`)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** An editor's closing row: save while it may change, and cancel (or close when read only). */
export function EditorButtons({ editable, saving, onDone }: { editable: boolean; saving: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Row>
      {editable && (
        <Button type="submit" disabled={saving}>
          {t('loyalty.save')}
        </Button>
      )}
      <Button type="button" $variant="plain" onClick={onDone}>
        {t(editable ? 'loyalty.cancel' : 'loyalty.close')}
      </Button>
    </Row>
  );
}
