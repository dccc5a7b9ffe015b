import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Muted, Table, TableWrap } from './ui';

export interface Column<T> {
  /** The i18n key of its header. */
  labelKey: string;
  render: (row: T) => ReactNode;
}

/** A list as a table with translated headers; "nothing here" when empty. */
export function DataTable<T>({ caption, columns, rows, rowKey }: { caption: string; columns: readonly Column<T>[]; rows: readonly T[]; rowKey: (row: T) => string | number }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Muted>{t('table.empty')}</Muted>;
  return (
    <TableWrap>
      <Table aria-label={caption}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.labelKey} scope="col">
                {t(column.labelKey)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.labelKey}>{column.render(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
