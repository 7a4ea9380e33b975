import { Trans } from '@lingui/react/macro';
import { FiImage } from 'react-icons/fi';
import styled from 'styled-components';
import { useShownImage } from '../../lib/use-shown-image';

// Story images are 600px tall (docs/product.md#stories); a short screen keeps room for the header
// and caption.
const Image = styled.img`
  display: block;
  width: 100%;
  height: 600px;
  max-height: calc(100dvh - 220px);
  object-fit: contain;
  user-select: none;
  -webkit-user-drag: none;
`;

const Missing = styled.div`
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  width: 100%;
  height: 600px;
  max-height: calc(100dvh - 220px);
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    width: 40px;
    height: 40px;
  }
`;

/** The story's picture, or a plain note when it cannot be shown. */
export function StoryImage({ src, alt }: { src: string; alt: string }) {
  const image = useShownImage(src);
  if (!image.url) {
    return (
      <Missing role="img" aria-label={alt}>
        <FiImage aria-hidden />
        <span aria-hidden>
          <Trans>Image unavailable</Trans>
        </span>
      </Missing>
    );
  }
  return <Image src={image.url} alt={alt} draggable={false} onError={image.onError} />;
}
