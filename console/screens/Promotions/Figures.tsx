import { useTranslation } from 'react-i18next';
import { GAME_TYPES, type GameType } from '@common/contract/games';
import { AWARD_PERIODS, BONUS_EXPIRY_DAYS_MAX, DEPOSIT_MATCH_KINDS, WAGERING_CONTRIBUTION_DEFAULT_PERCENT, WAGERING_MULTIPLIER_PERCENT_MAX } from '@common/rules/promotions';
import { Check, Field, Input, Row, Select, Subtitle } from '../../components/ui';
import { GameTypeTicks } from '../../components/Ticks';
import { hundredthsText, uses, type Form } from './draft';

type Set = (patch: Partial<Form>) => void;

export { toggled } from '../../components/Ticks';

/** A select of a fixed list, each option named by its key under `prefix`. */
function Choice<T extends string>({ label, value, options, prefix, onChange }: { label: string; value: T; options: readonly T[]; prefix: string; onChange: (value: T) => void }) {
  const { t } = useTranslation();
  return (
    <Field>
      {label}
      <Select value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`${prefix}.${option}`)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The figures of the promotion's type, and only those: rate, caps, the deposits or game types that count, the period, the fixed bonus, the application's rules. */
export function TypeFigures({ form, set }: { form: Form; set: Set }) {
  const { t } = useTranslation();
  const is = (figure: Parameters<typeof uses>[1]) => uses(form.type, figure);
  return (
    <fieldset>
      <legend>
        <Subtitle as="span">{t('promotions.figures')}</Subtitle>
      </legend>
      <Row>
        {is('rate') && (
          <Field>
            {t(`promotions.fields.rate.${form.type}`)}
            <Input inputMode="decimal" value={form.rate} placeholder="0.80" onChange={(e) => set({ rate: e.target.value })} />
          </Field>
        )}
        {is('maxBonus') && (
          <Field>
            {t(form.type === 'depositMatch' ? 'promotions.fields.maxBonus' : 'promotions.fields.maxAward')}
            <Input inputMode="decimal" value={form.maxBonus} onChange={(e) => set({ maxBonus: e.target.value })} />
          </Field>
        )}
        {is('minDeposit') && (
          <Field>
            {t('promotions.fields.minDeposit')}
            <Input inputMode="decimal" value={form.minDeposit} onChange={(e) => set({ minDeposit: e.target.value })} />
          </Field>
        )}
        {is('depositKind') && <Choice label={t('promotions.fields.depositKind')} value={form.depositKind} options={DEPOSIT_MATCH_KINDS} prefix="promotions.depositKinds" onChange={(depositKind) => set({ depositKind })} />}
        {is('period') && <Choice label={t('promotions.fields.period')} value={form.period} options={AWARD_PERIODS} prefix="promotions.periods" onChange={(period) => set({ period })} />}
        {is('fixedAmount') && (
          <Field>
            {t(`promotions.fields.fixedAmount.${form.type}`)}
            <Input inputMode="decimal" value={form.fixedAmount} onChange={(e) => set({ fixedAmount: e.target.value })} />
          </Field>
        )}
      </Row>
      {is('channels') && (
        <Field>
          {t('promotions.fields.channels')}
          <Input value={form.channels} placeholder="bkash, nagad" onChange={(e) => set({ channels: e.target.value })} />
        </Field>
      )}
      {is('gameTypes') && <GameTypeTicks legend={t('promotions.fields.gameTypes')} value={form.gameTypes} onChange={(gameTypes) => set({ gameTypes })} />}
      {is('application') && (
        <Row>
          <Field>
            {t('promotions.fields.linkedPromotionId')}
            <Input inputMode="numeric" value={form.linkedPromotionId} onChange={(e) => set({ linkedPromotionId: e.target.value })} />
          </Field>
          <Check>
            <input type="checkbox" checked={form.imageRequired} onChange={(e) => set({ imageRequired: e.target.checked })} />
            {t('promotions.fields.imageRequired')}
          </Check>
          <Check>
            <input type="checkbox" checked={form.remarkRequired} onChange={(e) => set({ remarkRequired: e.target.checked })} />
            {t('promotions.fields.remarkRequired')}
          </Check>
        </Row>
      )}
    </fieldset>
  );
}

/** Wagering of every bonus the promotion grants (× the bonus, each game type's share), its expiry, and the promotion's limits. */
export function Wagering({ form, set }: { form: Form; set: Set }) {
  const { t } = useTranslation();
  const setContribution = (type: GameType, text: string) => set({ contributions: { ...form.contributions, [type]: text } });
  return (
    <fieldset>
      <legend>
        <Subtitle as="span">{t('promotions.wagering')}</Subtitle>
      </legend>
      <Row>
        <Field>
          {t('promotions.fields.multiplier', { max: hundredthsText(WAGERING_MULTIPLIER_PERCENT_MAX, true) })}
          <Input inputMode="decimal" value={form.multiplier} onChange={(e) => set({ multiplier: e.target.value })} />
        </Field>
        <Field>
          {t('promotions.fields.expiryDays', { max: BONUS_EXPIRY_DAYS_MAX })}
          <Input type="number" min={1} max={BONUS_EXPIRY_DAYS_MAX} value={form.expiryDays} onChange={(e) => set({ expiryDays: e.target.value })} />
        </Field>
      </Row>
      <fieldset>
        <legend>{t('promotions.fields.contributions', { percent: WAGERING_CONTRIBUTION_DEFAULT_PERCENT })}</legend>
        <Row>
          {GAME_TYPES.map((type) => (
            <Field key={type}>
              {t('promotions.contributionOf', { type })}
              <Input type="number" min={0} max={WAGERING_CONTRIBUTION_DEFAULT_PERCENT} size={4} value={form.contributions[type] ?? ''} placeholder={String(WAGERING_CONTRIBUTION_DEFAULT_PERCENT)} onChange={(e) => setContribution(type, e.target.value)} />
            </Field>
          ))}
        </Row>
      </fieldset>
      <Row>
        <Field>
          {t('promotions.fields.budget')}
          <Input inputMode="decimal" value={form.budget} onChange={(e) => set({ budget: e.target.value })} />
        </Field>
        <Field>
          {t('promotions.fields.perMemberCap')}
          <Input type="number" min={1} value={form.perMemberCap} onChange={(e) => set({ perMemberCap: e.target.value })} />
        </Field>
      </Row>
    </fieldset>
  );
}
