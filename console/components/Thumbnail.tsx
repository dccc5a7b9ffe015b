import styled from 'styled-components';

const Link = styled.a`
  display: inline-flex;
  min-width: ${(p) => p.theme.base.touchTarget};
  min-height: ${(p) => p.theme.base.touchTarget};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.base.radius.small};
  overflow: hidden;
  img {
    display: block;
    width: 120px;
    height: 90px;
    object-fit: cover;
  }
`;

/**
 * A picture behind a short-lived signed link (an identity document, a payment proof): small here,
 * full size in a new tab. No referrer goes with it, so the link never leaves in a header.
 */
export function Thumbnail({ url, label }: { url: string; label: string }) {
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer" aria-label={label}>
      <img src={url} alt={label} referrerPolicy="no-referrer" loading="lazy" />
    </Link>
  );
}
