import { useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../../../components/icons';
import { ImageFrame } from '../../../components/ImageFrame';

const Frame = styled(ImageFrame).attrs({ $ratio: '5 / 2' })`
  border-radius: ${(p) => p.theme.base.radius.medium};
  margin-bottom: ${(p) => p.theme.base.space.m};
`;

/** A card's picture, loaded lazily; the placeholder when it fails (§8: image load failure shows a placeholder). */
export function PromotionImage({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Frame>
      {failed ? (
        <span data-testid="promotion-image-placeholder" aria-hidden="true">
          <Icon name="gift" size={40} />
        </span>
      ) : (
        // Decorative: the title under it says what the card is.
        <img src={url} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
      )}
    </Frame>
  );
}
