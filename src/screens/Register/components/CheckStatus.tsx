import styled from 'styled-components';
import type { CheckState } from '../../../stores/MemberStore';

const Status = styled.p<{ $state: CheckState }>`
  margin: -${(p) => p.theme.base.space.s} 0 ${(p) => p.theme.base.space.m};
  font-size: ${(p) => p.theme.base.fontSize.small};
  color: ${(p) => (p.$state === 'ok' ? p.theme.colors.success : p.$state === 'bad' ? p.theme.colors.danger : p.theme.colors.textMuted)};
`;

/** A live check's progress under its field, announced politely; nothing while idle. */
export function CheckStatus({ state, texts }: { state: CheckState; texts: Partial<Record<CheckState, string>> }) {
  const text = texts[state];
  return (
    <Status $state={state} role="status" aria-live="polite">
      {text ?? ''}
    </Status>
  );
}
