import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TransactionKind } from '@common/contract/payments';
import { Field, Input, Label, Select } from '../../../components/form/styles';
import { useFeature } from '../../../stores';
import { RecordsStore } from '../../../stores/RecordsStore';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${(p) => p.theme.base.space.s};
`;

/** The date range every tab shares (inclusive, the merchant's days), and the history's kind. */
export const Filters = observer(function Filters() {
  const { t } = useTranslation();
  const store = useFeature(RecordsStore);
  const { from, to } = store.range;
  return (
    <>
      <Row>
        <Field>
          <Label htmlFor="records-from">{t('records.from')}</Label>
          <Input id="records-from" name="from" type="date" value={from} max={to || undefined} onChange={(e) => void store.setRange({ from: e.target.value, to })} />
        </Field>
        <Field>
          <Label htmlFor="records-to">{t('records.to')}</Label>
          <Input id="records-to" name="to" type="date" value={to} min={from || undefined} onChange={(e) => void store.setRange({ from, to: e.target.value })} />
        </Field>
      </Row>
      {store.rangeInvalid && <p role="alert">{t('records.rangeInvalid')}</p>}
      {store.tab === 'transactions' && (
        <Field>
          <Label htmlFor="records-kind">{t('records.kind')}</Label>
          <Select id="records-kind" name="kind" value={store.kind ?? ''} onChange={(e) => void store.setKind((e.target.value || undefined) as TransactionKind | undefined)}>
            <option value="">{t('records.allKinds')}</option>
            {store.kinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`records.kindName.${kind}`)}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </>
  );
});
