import styled from 'styled-components';
import { Button } from './ui';

const Group = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${(p) => p.$count}, 1fr);
  gap: ${(p) => p.theme.base.space.s};
  margin-bottom: ${(p) => p.theme.base.space.l};
`;

/** Props of SegmentedSwitch: the choices, the chosen one and the group's accessible name. */
export interface SegmentedSwitchProps<V extends string> {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}

/** A row of toggle buttons choosing one variant of a form (register by username or mobile, reset by email or phone). */
export function SegmentedSwitch<V extends string>({ label, options, value, onChange }: SegmentedSwitchProps<V>) {
  return (
    <Group role="group" aria-label={label} $count={options.length}>
      {options.map((o) => (
        <Button key={o.value} type="button" $variant={o.value === value ? 'primary' : 'ghost'} aria-pressed={o.value === value} onClick={() => onChange(o.value)}>
          {o.label}
        </Button>
      ))}
    </Group>
  );
}
