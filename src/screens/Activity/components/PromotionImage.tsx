import { useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../../../components/icons';

const Frame = styled.div`
  aspect-ratio: 5 / 2;
  border-radius: ${(p) => p.theme.base.radius.medium};
  overflow: hidden;
  margin-bottom: ${(p) => p.theme.base.space.m};
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.textMuted};
  display: flex;
  align-items: center;
  justify-content: center;
  img { width: 100%; height: 100%; object-fit: cover; display: block; }
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
