import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectionRule } from '@common/contract/lottery';
import { TextField } from '../../../components/form';
import { Button } from '../../../components/ui';
import type { BetSlip } from '../betSlip';
import { Choices, SubHeading } from './styles';

/** Picks wider than two digits (bao lô 3/4: 1,000 or 10,000 values) are typed, not shown as a grid. */
const GRID_MAX_VALUES = 100;

const pad = (n: number, width = 1) => String(n).padStart(width, '0');
const valuesOf = ({ min = 0, max = 9, width = 1 }: SelectionRule) => Array.from({ length: max - min + 1 }, (_, i) => pad(min + i, width));

const ToggleGrid = observer(function ToggleGrid({ slip, values, row, label }: { slip: BetSlip; values: string[]; row: number; label: string }) {
  const { t } = useTranslation();
  return (
    <Choices role="group" aria-label={label}>
      {values.map((value) => {
        const picked = slip.isPicked(value, row);
        return (
          <Button key={value} type="button" $variant={picked ? 'primary' : 'ghost'} aria-pressed={picked} onClick={() => slip.toggle(value, row)}>
            {t(`lottery.option.${value}`, { defaultValue: value })}
          </Button>
        );
      })}
    </Choices>
  );
});

/** A typed pick of a wide number, zero-padded to the rule's width, added to the picks. */
const TypedPick = observer(function TypedPick({ slip, rule }: { slip: BetSlip; rule: SelectionRule }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const width = rule.width ?? 1;
  const valid = new RegExp(`^\\d{1,${width}}$`).test(text);
  const add = () => {
    if (!valid) return;
    slip.toggle(text.padStart(width, '0'));
    setText('');
  };
  return (
    <>
      <TextField name="pick" label={t('lottery.typePick', { width })} value={text} onChange={setText} inputMode="numeric" maxLength={width} />
      <Button type="button" onClick={add} disabled={!valid}>
        {t('lottery.addPick')}
      </Button>
      <ToggleGrid slip={slip} values={slip.selection[0] ?? []} row={0} label={t('lottery.picks')} />
    </>
  );
});

/** The selection UI of the chosen bet type's rule: a digit grid per position, number picks or options. */
export const SelectionPicker = observer(function SelectionPicker({ slip }: { slip: BetSlip }) {
  const { t } = useTranslation();
  const rule = slip.betType?.selection;
  if (!rule) return null;
  if (rule.kind === 'option') return <ToggleGrid slip={slip} values={rule.options ?? []} row={0} label={t('lottery.options')} />;
  if (rule.kind === 'numbers') {
    const values = valuesOf(rule);
    return (
      <>
        <SubHeading>{t('lottery.pickNumbers', { count: rule.count ?? 1 })}</SubHeading>
        {values.length > GRID_MAX_VALUES ? <TypedPick slip={slip} rule={rule} /> : <ToggleGrid slip={slip} values={values} row={0} label={t('lottery.picks')} />}
      </>
    );
  }
  return (
    <>
      {Array.from({ length: rule.count ?? 1 }, (_, row) => (
        <div key={row}>
          <SubHeading>{t('lottery.position', { n: row + 1 })}</SubHeading>
          <ToggleGrid slip={slip} values={valuesOf(rule)} row={row} label={t('lottery.position', { n: row + 1 })} />
        </div>
      ))}
    </>
  );
});
