import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSocietyPagesAvailable } from './use-society-pages';

// At least 24 px tall: a badge's line is shorter, and a link is a target (WCAG 2.5.8).
const PlainLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  vertical-align: middle;
  /* A badge inside shortens with its own ellipsis instead of pushing the line wider. */
  min-width: 0;
  max-width: 100%;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  &:hover > *,
  &:hover {
    text-decoration: underline;
  }
`;

export const societyPath = (societyId: number) => `/societies/${societyId}`;

/**
 * A society's name or badge that leads to its page (`/societies/{id}`), where the server has the
 * society pages; plain, as it was, where it does not, or while that is not known yet.
 */
export function SocietyLink({
  societyId,
  children,
}: {
  societyId: number | null | undefined;
  children: ReactNode;
}) {
  const available = useSocietyPagesAvailable();
  if (!available || !societyId) return <>{children}</>;
  return <PlainLink to={societyPath(societyId)}>{children}</PlainLink>;
}
