import { Trans } from '@lingui/react/macro';
import type { MouseEvent, ReactNode } from 'react';
import { FiArrowLeft } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import { useCameFrom } from '../lib/page-trail';
import { ButtonLink } from './button';

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * "← Back" to the page of the app the resident came from: a link to it, which a plain click
 * follows as the browser's Back does (that page's scroll and state come back with it). A page
 * opened first in its tab (a shared link, a reload) has nowhere in the app to go back to: it
 * links to `fallback` instead.
 */
export function BackLink({ fallback, children }: { fallback: string; children: ReactNode }) {
  const cameFrom = useCameFrom();
  const navigate = useNavigate();
  const icon = <FiArrowLeft aria-hidden />;
  if (cameFrom === null)
    return (
      <ButtonLink to={fallback} variant="ghost" size="sm" icon={icon}>
        {children}
      </ButtonLink>
    );
  return (
    <ButtonLink
      to={cameFrom}
      variant="ghost"
      size="sm"
      icon={icon}
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      <Trans>Back</Trans>
    </ButtonLink>
  );
}
