import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useStores } from '../../stores';
import { VisuallyHidden } from './styles';

/** One step of a deposit's or withdrawal's way: done, the one it is at, still to come, or where it failed. */
export interface Step {
  id: string;
  label: string;
  state: 'done' | 'current' | 'upcoming' | 'failed';
  /** When it happened (epoch ms), when known. */
  at?: number | null;
}

const List = styled.ol`
  list-style: none;
  margin: ${(p) => p.theme.base.space.m} 0;
  padding: 0;
  li {
    display: flex;
    align-items: baseline;
    gap: ${(p) => p.theme.base.space.s};
    padding: ${(p) => p.theme.base.space.xs} 0;
  }
  li[data-state='upcoming'] { color: ${(p) => p.theme.colors.textMuted}; }
  li[data-state='current'] { font-weight: 700; }
  li[data-state='failed'] { color: ${(p) => p.theme.colors.danger}; font-weight: 700; }
  time { margin-inline-start: auto; color: ${(p) => p.theme.colors.textMuted}; font-size: ${(p) => p.theme.base.fontSize.small}; }
`;

const Dot = styled.span<{ $state: Step['state'] }>`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: ${(p) => p.theme.base.radius.round};
  border: 2px solid currentColor;
  background: ${(p) => (p.$state === 'done' ? p.theme.colors.success : p.$state === 'current' ? p.theme.colors.accent : 'transparent')};
`;

/** Date and time in the site's language. */
export function useDateTime(): (ms: number) => string {
  const { language } = useStores();
  const format = new Intl.DateTimeFormat(language.code, { dateStyle: 'medium', timeStyle: 'short' });
  return (ms) => format.format(ms);
}

/** A status timeline: every step in order, the current one marked for screen readers too. */
export function StatusSteps({ steps, label }: { steps: readonly Step[]; label: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <List aria-label={label}>
      {steps.map((step) => (
        <li key={step.id} data-state={step.state} aria-current={step.state === 'current' ? 'step' : undefined}>
          <Dot $state={step.state} aria-hidden="true" />
          <span>
            {step.label}
            {step.state === 'upcoming' && <VisuallyHidden> ({t('pay.stepUpcoming')})</VisuallyHidden>}
            {step.state === 'done' && <VisuallyHidden> ({t('pay.stepDone')})</VisuallyHidden>}
          </span>
          {step.at ? <time dateTime={new Date(step.at).toISOString()}>{dateTime(step.at)}</time> : null}
        </li>
      ))}
    </List>
  );
}
