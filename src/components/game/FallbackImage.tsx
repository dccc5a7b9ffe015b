import { useState, type ImgHTMLAttributes } from 'react';
import defaultIcon from '../../assets/game-default.svg';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & { src: string | null; fallback?: string };

/**
 * An image that shows our default game icon when its own fails (§2). Once it has fallen back it
 * stops listening, so a failing fallback cannot loop.
 */
export function FallbackImage({ src, fallback = defaultIcon, alt = '', ...rest }: Props) {
  const [failed, setFailed] = useState(!src);
  return (
    <img
      {...rest}
      alt={alt}
      src={failed || !src ? fallback : src}
      onError={failed ? undefined : () => setFailed(true)}
    />
  );
}
