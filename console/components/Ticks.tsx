import { GAME_TYPES, type GameType } from '@common/contract/games';
import { Check, Row } from './ui';

/** A list with a value ticked or unticked: the ticked ones, in the list's order. */
export function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Game types to tick (a promotion's or a race's that count; none ticked: all), under a legend. */
export function GameTypeTicks({ legend, value, onChange }: { legend: string; value: readonly GameType[]; onChange: (types: GameType[]) => void }) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <Row>
        {GAME_TYPES.map((type) => (
          <Check key={type}>
            <input type="checkbox" checked={value.includes(type)} onChange={() => onChange(toggled(value, type))} />
            {type}
          </Check>
        ))}
      </Row>
    </fieldset>
  );
}
