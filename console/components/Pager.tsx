import { useTranslation } from 'react-i18next';
import type { Page } from '@common/contract/consolePlayers';
import { Button, Muted, Row } from './ui';

/** Previous and next over a paged list (pages count from 1). */
export function Pager({ page, onPage }: { page: Page<unknown>; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <Row>
      <Button type="button" $variant="plain" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
        {t('table.previous')}
      </Button>
      <Muted>{t('table.page', { page: page.page, pages, total: page.total })}</Muted>
      <Button type="button" $variant="plain" disabled={page.page >= pages} onClick={() => onPage(page.page + 1)}>
        {t('table.next')}
      </Button>
    </Row>
  );
}
