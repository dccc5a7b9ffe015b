import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui';
import { Choices } from './styles';

/** Previous / next page buttons of a paged list; hidden when there is one page. */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <Choices>
      <Button type="button" $variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('lottery.previous')}
      </Button>
      <span>{t('lottery.pageOf', { page, total: totalPages })}</span>
      <Button type="button" $variant="ghost" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('lottery.next')}
      </Button>
    </Choices>
  );
}
