import { useTranslation } from 'react-i18next';
import { Field, Input, Select } from '../../components/ui';
import { REWARD_CHOICES, type RewardForm } from './forms/reward';

/**
 * A reward's fields (a level's, a prize tier's): its kind, the bonus with its wagering or the points.
 * `of` names what it rewards in each label ("level 2"), so every field says whose it is.
 */
export function RewardFields({ value, onChange, of, allowNone = true }: { value: RewardForm; onChange: (reward: RewardForm) => void; of: string; allowNone?: boolean }) {
  const { t } = useTranslation();
  const choices = allowNone ? REWARD_CHOICES : REWARD_CHOICES.filter((kind) => kind !== 'none');
  return (
    <>
      <Field>
        {t('loyalty.reward.kind', { of })}
        <Select value={value.kind} onChange={(e) => onChange({ ...value, kind: e.target.value as RewardForm['kind'] })}>
          {choices.map((kind) => (
            <option key={kind} value={kind}>
              {t(`loyalty.reward.kinds.${kind}`)}
            </option>
          ))}
        </Select>
      </Field>
      {value.kind !== 'none' && (
        <Field>
          {t(value.kind === 'bonus' ? 'loyalty.reward.bonusAmount' : 'loyalty.reward.points', { of })}
          <Input inputMode={value.kind === 'bonus' ? 'decimal' : 'numeric'} size={10} value={value.amount} onChange={(e) => onChange({ ...value, amount: e.target.value })} />
        </Field>
      )}
      {value.kind === 'bonus' && (
        <Field>
          {t('loyalty.reward.multiplier', { of })}
          <Input inputMode="decimal" size={5} value={value.multiplier} onChange={(e) => onChange({ ...value, multiplier: e.target.value })} />
        </Field>
      )}
    </>
  );
}
