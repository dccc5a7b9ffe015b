import { observer } from 'mobx-react-lite';
import type { Page } from '@common/contract/consolePlayers';
import type { Loadable } from '../stores/base/Loadable';
import { DataTable, type Column } from './DataTable';
import { LoadState } from './Loading';
import { Pager } from './Pager';

/** A paged list as its Loadable holds it: its state, the table, and the pager (which calls `load`). */
function PagedTableView<T>({ of, caption, columns, rowKey, load }: { of: Loadable<Page<T>>; caption: string; columns: readonly Column<T>[]; rowKey: (row: T) => string | number; load: (page: number) => void }) {
  const page = of.value;
  return (
    <>
      <LoadState of={of} />
      {page && (
        <>
          <DataTable caption={caption} columns={columns} rows={page.items} rowKey={rowKey} />
          <Pager page={page} onPage={load} />
        </>
      )}
    </>
  );
}

export const PagedTable = observer(PagedTableView) as typeof PagedTableView;
