import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { badgeText } from '../utils/unread';

const Dot = styled.span`
  position: absolute;
  top: 4px;
  inset-inline-end: 2px;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: ${(p) => p.theme.base.radius.round};
  background: ${(p) => p.theme.colors.danger};
  color: ${(p) => p.theme.colors.onPrimary};
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

const Inline = styled(Dot)`
  position: static;
  margin-inline-start: auto;
`;

/** An unread count as a badge ("99+" past the cap, §4); nothing for zero. The label says it for screen readers. */
export const UnreadBadge = observer(function UnreadBadge({ count, label, inline = false }: { count: number; label: string; inline?: boolean }) {
  const text = badgeText(count);
  if (!text) return null;
  const Shape = inline ? Inline : Dot;
  return (
    <Shape role="status" aria-label={label}>
      {text}
    </Shape>
  );
});
