import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${(p) => p.theme.base.space.xs} ${(p) => p.theme.base.space.l};
  margin: 0 0 ${(p) => p.theme.base.space.m};
  dt {
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

/** Label and value pairs (label i18n keys; a label may repeat); empty values show as a dash. */
export function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  const { t } = useTranslation();
  return (
    <List>
      {rows.map(([key, value], i) => (
        <Fragment key={`${key}:${i}`}>
          <dt>{t(key)}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </Fragment>
      ))}
    </List>
  );
}
