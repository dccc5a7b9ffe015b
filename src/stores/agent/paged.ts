import type { Page as WirePage } from '@common/contract/agents';
import type { Envelope } from '@common/contract/envelope';
import type { Page } from '../base/Paged';

/** An agent list's wire page (page, pageSize, total) as the site's Paged reads it. */
export async function pageOf<T>(call: Promise<Envelope<WirePage<T>>>): Promise<Page<T>> {
  const res = await call;
  const page = res.value as WirePage<T>;
  return { items: page.items, pageNum: page.page, totalPages: Math.ceil(page.total / Math.max(1, page.pageSize)) };
}
