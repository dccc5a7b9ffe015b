import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MallItemValue } from '@common/contract/loyalty';
import { Icon } from '../../../components/icons';
import { ImageFrame } from '../../../components/ImageFrame';
import { StatusText } from '../../../components/payments/styles';
import { Button, Muted } from '../../../components/ui';
import { formatPoints } from '../../../stores/loyalty/format';
import { refusalText, stockText } from './itemFacts';

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.base.space.xs};
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.base.radius.medium};
  padding: ${(p) => p.theme.base.space.s};
  h3 { margin: 0; font-size: ${(p) => p.theme.base.fontSize.body}; overflow-wrap: anywhere; }
  p { margin: 0; font-size: ${(p) => p.theme.base.fontSize.small}; }
  button { margin-top: auto; width: 100%; padding: 0 ${(p) => p.theme.base.space.s}; }
`;

const Frame = styled(ImageFrame).attrs({ $ratio: '1' })`
  border-radius: ${(p) => p.theme.base.radius.small};
  background: ${(p) => p.theme.colors.surface};
`;

const Price = styled.strong`
  color: ${(p) => p.theme.colors.primary};
`;

/** An item's picture, loaded lazily; the gift icon when there is none or it fails (§8). */
export function ItemImage({ url }: { url: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <Frame>
      {url && !failed ? (
        // Decorative: the title beside it says what the item is.
        <img src={url} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : (
        <span aria-hidden="true">
          <Icon name="gift" size={40} />
        </span>
      )}
    </Frame>
  );
}

/** One item of the grid: picture, title, price, stock, level needed, the member's limit, and the way to its detail. */
export function ItemTile({ item, onOpen }: { item: MallItemValue; onOpen: () => void }) {
  const { t } = useTranslation();
  const headingId = `mall-item-${item.id}`;
  const stock = stockText(item, t);
  const refusal = refusalText(item, t);
  return (
    <Tile aria-labelledby={headingId}>
      <ItemImage url={item.imageUrl} />
      <h3 id={headingId}>{item.title}</h3>
      <Price>{t('loyalty.points', { points: formatPoints(item.pricePoints) })}</Price>
      {stock && (item.stockLeft === 0 ? <StatusText $tone="danger">{stock}</StatusText> : <Muted>{stock}</Muted>)}
      {item.minLevelName && <Muted>{t('mall.levelNeeded', { name: item.minLevelName })}</Muted>}
      {item.yourLimitLeft !== null && <Muted>{t('mall.limitLeft', { count: item.yourLimitLeft })}</Muted>}
      {refusal && <Muted data-testid="mall-refusal">{refusal}</Muted>}
      <Button type="button" $variant={item.redeemable ? 'primary' : 'ghost'} onClick={onOpen} aria-label={t('mall.detailsOf', { title: item.title })}>
        {t('mall.details')}
      </Button>
    </Tile>
  );
}
