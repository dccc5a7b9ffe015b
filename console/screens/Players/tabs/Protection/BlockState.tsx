import { useTranslation } from 'react-i18next';
import type { BlockValue } from '@common/contract/protection';
import { Facts } from '../../../../components/Facts';
import { Card, Muted, Subtitle } from '../../../../components/ui';
import { dateTime } from '../../../../format';

/** The time-out or self-exclusion in force, or that there is none. */
export function BlockState({ block }: { block: BlockValue | null }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Subtitle>{t('players.protection.block')}</Subtitle>
      {block ? (
        <Facts
          rows={[
            ['players.protection.blockKindLabel', t(`players.protection.blockKind.${block.kind}`)],
            ['players.protection.started', dateTime(block.startedAt)],
            ['players.protection.until', block.until === null ? t('players.protection.permanent') : dateTime(block.until)],
            ['players.protection.byLabel', t(`players.protection.by.${block.by}`)],
          ]}
        />
      ) : (
        <Muted>{t('players.protection.noBlock')}</Muted>
      )}
    </Card>
  );
}
