import { FiUsers } from 'react-icons/fi';
import styled from 'styled-components';
import type { Group } from '../../api/types';
import { useShownImage } from '../../lib/use-shown-image';

const Frame = styled.div<{ $height: number; $tone: number }>`
  position: relative;
  display: grid;
  place-items: center;
  height: ${({ $height }) => $height}px;
  overflow: hidden;
  background: ${({ theme, $tone }) =>
    [
      `linear-gradient(135deg, ${theme.colors.primarySoft}, ${theme.colors.infoSoft})`,
      `linear-gradient(135deg, ${theme.colors.accentSoft}, ${theme.colors.warningSoft})`,
      `linear-gradient(135deg, ${theme.colors.successSoft}, ${theme.colors.primarySoft})`,
      `linear-gradient(135deg, ${theme.colors.infoSoft}, ${theme.colors.accentSoft})`,
    ][$tone]};
  color: ${({ theme, $tone }) =>
    [theme.colors.primary, theme.colors.accent, theme.colors.success, theme.colors.info][$tone]};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  svg {
    width: 36px;
    height: 36px;
    opacity: 0.8;
  }
`;

/**
 * The group's cover picture, or a coloured header with a people icon when it has none (or the
 * picture fails to load). The colour follows the group, so a group keeps its colour everywhere.
 */
export function GroupCover({
  group,
  height,
}: {
  group: Pick<Group, 'id' | 'coverImage'>;
  height: number;
}) {
  const image = useShownImage(group.coverImage);
  return (
    <Frame $height={height} $tone={group.id % 4} aria-hidden>
      {image.url ? (
        <img src={image.url} alt="" loading="lazy" onError={image.onError} />
      ) : (
        <FiUsers />
      )}
    </Frame>
  );
}
