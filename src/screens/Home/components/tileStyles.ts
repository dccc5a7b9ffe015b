/** Styles shared by the home page's icon tiles (category bar and quick tiles). */
import { css } from 'styled-components';

/** A column of icon and label on a surface, at least a touch target high, link or button alike. */
export const iconTile = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${(p) => p.theme.base.space.xs};
  border: 0;
  border-radius: ${(p) => p.theme.base.radius.medium};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-size: ${(p) => p.theme.base.fontSize.small};
  text-decoration: none;
`;
