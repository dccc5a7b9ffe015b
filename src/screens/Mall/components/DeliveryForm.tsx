import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DeliveryAddress } from '@common/contract/loyalty';
import { TextField } from '../../../components/form';
import type { Message } from '../../../stores';
import { DELIVERY_FIELDS, DELIVERY_MAX, type DeliveryField } from '../../../stores/loyalty/delivery';

const Fields = styled.fieldset`
  border: 0;
  margin: ${(p) => p.theme.base.space.m} 0 0;
  padding: 0;
  legend { font-weight: 700; margin-bottom: ${(p) => p.theme.base.space.s}; }
`;

/** Input hints per field: a phone's keypad, the browser's saved addresses. */
const INPUT: Record<DeliveryField, { autoComplete: string; inputMode?: 'tel'; type?: string }> = {
  name: { autoComplete: 'name' },
  phone: { autoComplete: 'tel', inputMode: 'tel', type: 'tel' },
  address: { autoComplete: 'street-address' },
};

/** Where physical goods go: name, phone and address, labelled, each within its maximum. */
export function DeliveryForm({
  value,
  problems,
  onChange,
}: {
  value: DeliveryAddress;
  /** Shown once the member tried to go on. */
  problems: Partial<Record<DeliveryField, Message>>;
  onChange: (value: DeliveryAddress) => void;
}) {
  const { t } = useTranslation();
  return (
    <Fields>
      <legend>{t('mall.delivery.title')}</legend>
      {DELIVERY_FIELDS.map((field) => (
        <TextField
          key={field}
          name={field}
          label={t(`mall.delivery.${field}`)}
          value={value[field]}
          maxLength={DELIVERY_MAX[field]}
          required
          {...INPUT[field]}
          error={problems[field] ?? null}
          onChange={(text) => onChange({ ...value, [field]: text })}
        />
      ))}
    </Fields>
  );
}
