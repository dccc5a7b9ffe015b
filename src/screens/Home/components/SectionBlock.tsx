import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '../../../components/ui';

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${(p) => p.theme.base.space.s};
  h2 { margin: 0; font-size: ${(p) => p.theme.base.fontSize.title}; }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${(p) => p.theme.base.touchTarget};
    padding: 0 ${(p) => p.theme.base.space.s};
    color: ${(p) => p.theme.colors.primary};
    text-decoration: none;
  }
`;

/** A titled home block; `more` adds the header's link (display all). */
export function SectionBlock({ id, title, more, children }: { id?: string; title: string; more?: { to: string; label: string }; children: ReactNode }) {
  const headingId = `${id ?? title}-title`;
  return (
    <Card id={id} aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId}>{title}</h2>
        {more && <Link to={more.to}>{more.label}</Link>}
      </Header>
      {children}
    </Card>
  );
}
