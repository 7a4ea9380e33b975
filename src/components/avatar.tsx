import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import styled from 'styled-components';
import { initials } from '../lib/text';
import { useShownImage } from '../lib/use-shown-image';

export interface AvatarProps {
  name: string | null | undefined;
  src?: string | null;
  size?: number;
  /** Decorative when the name is shown next to it (the default); otherwise labelled by the name. */
  decorative?: boolean;
}

const Circle = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ $size }) => Math.max(11, Math.round($size * 0.38))}px;
  line-height: 1;
  user-select: none;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * The user's picture, or their initials: the first letters of up to two words of the full name,
 * else 'U' (docs/product.md#post-card).
 */
function AvatarView({ name, src, size = 40, decorative = true }: AvatarProps) {
  const image = useShownImage(src);
  const { t } = useLingui();
  const label = decorative ? undefined : (name ?? t`Unknown`);
  return (
    <Circle
      $size={size}
      role={decorative ? undefined : 'img'}
      aria-label={label}
      aria-hidden={decorative || undefined}
    >
      {image.url ? (
        <img
          src={image.url}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          onError={image.onError}
        />
      ) : (
        initials(name)
      )}
    </Circle>
  );
}

/** Memoized: a like renders its card again, not the author's picture. */
export const Avatar = memo(AvatarView);
