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

/** In the header: over the menu button's corner (the sticky header bar is the badge's containing block). */
const OnMenu = styled(Dot)`
  top: 2px;
  inset-inline-start: 30px;
  inset-inline-end: auto;
`;

const Inline = styled(Dot)`
  position: static;
  margin-inline-start: auto;
`;

/** An unread count as a badge ("99+" past the cap, §4); nothing for zero. The label says it for screen readers. */
export const UnreadBadge = observer(function UnreadBadge({ count, label, place = 'inline' }: { count: number; label: string; place?: 'menu' | 'inline' }) {
  const text = badgeText(count);
  if (!text) return null;
  const Shape = place === 'menu' ? OnMenu : Inline;
  return (
    <Shape role="status" aria-label={label}>
      {text}
    </Shape>
  );
});
