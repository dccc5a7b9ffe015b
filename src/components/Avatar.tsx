import { useState } from 'react';
import styled from 'styled-components';
import defaultAvatar from '../assets/avatar-default.svg';

const Img = styled.img`
  width: 56px;
  height: 56px;
  border-radius: ${(p) => p.theme.base.radius.round};
  background: ${(p) => p.theme.colors.surfaceRaised};
`;

/** Member avatar; a broken image falls back to the default picture once (§2). */
export function Avatar({ src, alt }: { src?: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  return <Img src={!src || failed ? defaultAvatar : src} alt={alt} onError={() => setFailed(true)} />;
}
