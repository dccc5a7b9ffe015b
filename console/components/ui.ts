/**
 * The console's building blocks, styled from the site's theme tokens (src/theme): every control
 * is at least a touch target high (44 px), so the console works on a tablet.
 */
import styled, { css } from 'styled-components';

const control = css`
  min-height: ${(p) => p.theme.base.touchTarget};
  border-radius: ${(p) => p.theme.base.radius.small};
  padding: 0 ${(p) => p.theme.base.space.l};
`;

export const Button = styled.button<{ $variant?: 'primary' | 'danger' | 'plain' }>`
  ${control};
  border: 1px solid ${(p) => (p.$variant === 'danger' ? p.theme.colors.danger : p.$variant === 'plain' ? p.theme.colors.border : p.theme.colors.primary)};
  background: ${(p) => (p.$variant === 'danger' ? p.theme.colors.danger : p.$variant === 'plain' ? p.theme.colors.surface : p.theme.colors.primary)};
  color: ${(p) => (p.$variant === 'plain' ? p.theme.colors.text : p.theme.colors.onPrimary)};
  font-weight: 600;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const Input = styled.input`
  ${control};
  width: 100%;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
`;

export const Select = styled.select`
  ${control};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
`;

export const TextArea = styled.textarea`
  width: 100%;
  min-height: 88px;
  padding: ${(p) => p.theme.base.space.m};
  border-radius: ${(p) => p.theme.base.radius.small};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
`;

/** A label above its control: the label names the control for screen readers (htmlFor or wrapping). */
export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.base.space.xs};
  font-weight: 600;
  min-width: 0;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.base.space.m};
  align-items: flex-end;
`;

export const Card = styled.section`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.base.radius.medium};
  padding: ${(p) => p.theme.base.space.xl};
  margin-bottom: ${(p) => p.theme.base.space.l};
`;

export const Title = styled.h1`
  font-size: ${(p) => p.theme.base.fontSize.large};
  margin: 0 0 ${(p) => p.theme.base.space.l};
`;

export const Subtitle = styled.h2`
  font-size: ${(p) => p.theme.base.fontSize.title};
  margin: 0 0 ${(p) => p.theme.base.space.m};
`;

export const Muted = styled.p`
  color: ${(p) => p.theme.colors.textMuted};
  margin: ${(p) => p.theme.base.space.s} 0;
`;

export const Alert = styled.p<{ $tone?: 'error' | 'success' }>`
  color: ${(p) => (p.$tone === 'success' ? p.theme.colors.success : p.theme.colors.danger)};
  font-weight: 600;
  margin: ${(p) => p.theme.base.space.s} 0;
`;

/** A table that scrolls sideways on a narrow screen instead of squeezing its columns. */
export const TableWrap = styled.div`
  overflow-x: auto;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: start;
    padding: ${(p) => p.theme.base.space.s} ${(p) => p.theme.base.space.m};
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    vertical-align: top;
  }
  th {
    color: ${(p) => p.theme.colors.textMuted};
    font-weight: 600;
  }
`;

export const Code = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  word-break: break-all;
`;

/** A link that looks like a plain button (a download, a way out): a real link, a touch target high. */
export const LinkButton = styled.a`
  ${control};
  display: inline-flex;
  align-items: center;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
  text-decoration: none;
`;

/** A checkbox with its label, a touch target high. */
export const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.base.space.s};
  min-height: ${(p) => p.theme.base.touchTarget};
  margin-inline-end: ${(p) => p.theme.base.space.l};
  input {
    width: 22px;
    height: 22px;
  }
`;

/** A row of links to a screen's parts (one is the current page: NavLink's .active), each a touch target high. */
export const TabNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.base.space.xs};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  margin-bottom: ${(p) => p.theme.base.space.l};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${(p) => p.theme.base.touchTarget};
    padding: 0 ${(p) => p.theme.base.space.l};
    text-decoration: none;
    color: ${(p) => p.theme.colors.text};
  }
  a.active {
    border-bottom: 3px solid ${(p) => p.theme.colors.primary};
    font-weight: 700;
  }
`;

/** An editor's form beside the member's view of it (promotions, mall items); below it on a narrow screen. */
export const EditorColumns = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.base.space.xl};
  > form {
    flex: 1 1 480px;
    min-width: 0;
  }
`;
