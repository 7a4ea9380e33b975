import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { FiFileText } from 'react-icons/fi';
import styled from 'styled-components';
import type { Attachment, Post } from '../../api/types';
import { formatFileSize } from '../../lib/files';
import { downloadDataUrl, safeImageUrl, safeLinkUrl } from '../../lib/urls';
import { toCardPost } from './post-defaults';

const Image = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Gallery = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: ${({ $count }) => ($count > 1 ? '1fr 1fr' : '1fr')};
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Documents = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  a,
  button {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const DownloadButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  text-decoration: underline;
  cursor: pointer;
`;

/** Posts at the top of a list that are on screen as it opens, on a phone as on a desktop. */
export const FIRST_SCREEN_POSTS = 2;

/** The images a post shows (its attached images, else its image URL), safe URLs only. */
function postImages(imageUrl: string | null, attachments: Attachment[]) {
  const images = attachments.filter((attachment) => attachment.kind === 'image');
  const shown =
    images.length > 0
      ? images.map((image) => ({ src: image.url, alt: image.name }))
      : imageUrl
        ? [{ src: imageUrl, alt: '' }]
        : [];
  return shown
    .map((image) => ({ ...image, src: safeImageUrl(image.src) }))
    .filter((image): image is { src: string; alt: string } => image.src !== null);
}

/**
 * Requests the images of a list's first posts as soon as the list arrives, before its cards
 * render: such an image is often the largest thing painted, and rendering the cards takes a while
 * on a phone. The cards' own images then come from the cache.
 */
export function preloadFirstScreenImages(posts: Post[]): void {
  if (typeof document === 'undefined') return;
  for (const post of posts.slice(0, FIRST_SCREEN_POSTS)) {
    // With the cards' defaults: `attachments` is a proposed field a server may leave out.
    const { imageUrl, attachments } = toCardPost(post).post;
    for (const { src } of postImages(imageUrl, attachments)) {
      const image = document.createElement('img');
      image.fetchPriority = 'high';
      image.src = src;
    }
  }
}

/**
 * The post's image and attachments: images as previews, documents as download links. Images load
 * lazily, except on a post in the first screen (`firstScreen`): there the image is often the
 * largest thing painted, and a lazy image waits for layout before it is even requested.
 */
function PostMediaView({
  imageUrl,
  attachments,
  firstScreen = false,
}: {
  imageUrl: string | null;
  attachments: Attachment[];
  firstScreen?: boolean;
}) {
  const { t } = useLingui();
  const safeImages = postImages(imageUrl, attachments);
  const documents = attachments.filter((attachment) => attachment.kind === 'document');
  if (safeImages.length === 0 && documents.length === 0) return null;
  return (
    <>
      {safeImages.length > 0 && (
        <Gallery $count={safeImages.length}>
          {safeImages.map((image, index) => (
            <Image
              key={index}
              src={image.src}
              alt={image.alt || t`Image shared with the post`}
              loading={firstScreen ? 'eager' : 'lazy'}
              fetchPriority={firstScreen ? 'high' : undefined}
              width={1200}
              height={675}
            />
          ))}
        </Gallery>
      )}
      {documents.length > 0 && (
        <Documents aria-label={t`Attached documents`}>
          {documents.map((document) => {
            const href = safeLinkUrl(document.url);
            const label = `${document.name} (${formatFileSize(document.size)})`;
            return (
              <li key={document.id}>
                {href ? (
                  <a href={href} download={document.name}>
                    <FiFileText aria-hidden />
                    {label}
                  </a>
                ) : (
                  <DownloadButton
                    type="button"
                    onClick={() => downloadDataUrl(document.name, document.url)}
                  >
                    <FiFileText aria-hidden />
                    {label}
                  </DownloadButton>
                )}
              </li>
            );
          })}
        </Documents>
      )}
    </>
  );
}

/** Memoized: a like renders its card again, not the card's images. */
export const PostMedia = memo(PostMediaView);
