import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Post } from '../../api/types';
import { DialogPart, PartBoundary } from '../../components/part-boundary';
import { useToast } from '../../components/toast';
import { DEMO_NOTHING_SENT } from '../../lib/demo';
import { lazyDefault } from '../../lib/lazy-part';
import { useBackCloses } from '../../lib/use-back-closes';
import { withBase } from '../../lib/urls';
import { useAuth } from '../auth';
import { ReportDialog, useReportedPost } from '../reports';
import { loadCommentsSection } from '../comments';

// Loaded when first opened, so the feed's first screen does not carry the forms. Offline by then,
// the card or the dialog says so (PartBoundary) and the feed stays.
const CommentsSection = lazyDefault(loadCommentsSection);

const Prompt = styled.p`
  width: 100%;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PostCardBehaviourOptions {
  onRequireLogin?: () => void;
  defaultCommentsOpen?: boolean;
  /** The designers' demo: toggles change only the card, other actions say nothing is sent. */
  preview?: boolean;
  /** Shown as a visitor sees it, whoever is signed in (the designers' demo). */
  signedOut?: boolean;
}

/**
 * What both card variants do besides the toggles: comments, Share, Report, and the login prompt for
 * visitors (docs/product.md#post-card: like, comment and repost prompt a visitor to log in).
 */
export function usePostCardBehaviour(
  post: Post,
  {
    onRequireLogin,
    defaultCommentsOpen = false,
    preview = false,
    signedOut = false,
  }: PostCardBehaviourOptions,
) {
  const { user } = useAuth();
  const signedIn = user !== null && !signedOut;
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const { t } = useLingui();
  const [commentsOpen, setCommentsOpen] = useState(defaultCommentsOpen);
  const [reportOpen, setReportOpen] = useState(false);
  const closeReport = () => setReportOpen(false);
  // Named for its post: after a reload, a card of this post steps over the entry its dialog left,
  // and cards of other posts leave it alone.
  useBackCloses(`report-post-${post.id}`, reportOpen, closeReport);
  const commentsId = useId();
  // No Report on one's own post (the server refuses it); after reporting one, the control says so
  // instead of opening the dialog again. The designers' demo card shows it as anyone sees it.
  const ownPost = signedIn && !preview && (post.author?.id ?? post.authorId) === user.id;
  const reportedPost = useReportedPost(post.id);
  const report: 'offered' | 'reported' | null = ownPost
    ? null
    : signedIn && !preview && reportedPost
      ? 'reported'
      : 'offered';

  const requireLogin = () =>
    onRequireLogin ? onRequireLogin() : navigate('/login', { state: { from: location } });
  const notSent = () => toast({ title: t`Demo card`, description: DEMO_NOTHING_SENT });
  const signedInOnly = (action: () => void) => () => (signedIn ? action() : requireLogin());

  async function share() {
    if (preview) return notSent();
    const url = new URL(withBase(`/posts/${post.id}`), window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      toast({
        title: t`Link copied`,
        description: t`The link to this post is on your clipboard.`,
      });
    } catch {
      toast({ title: t`Share this post`, description: url });
    }
  }

  const extras = (
    <>
      {commentsOpen && (
        // What the Comment button controls (aria-controls) from the first frame: the section
        // inside is loaded on demand, and neither its loading nor its failure to load has an id.
        <div id={commentsId}>
          <PartBoundary>
            <CommentsSection post={post} />
          </PartBoundary>
        </div>
      )}
      {reportOpen && (
        <DialogPart title={t`Report Post`} onClose={closeReport}>
          <ReportDialog
            open
            onClose={closeReport}
            target={{ type: 'post', post }}
            preview={preview}
          />
        </DialogPart>
      )}
    </>
  );

  const loginPrompt = signedIn ? null : (
    <Prompt>
      <Trans>
        <Link to="/login" state={{ from: location }}>
          Log in
        </Link>{' '}
        to like, comment or repost.
      </Trans>
    </Prompt>
  );

  return {
    signedIn,
    signedInOnly,
    /** The card is on its post's own page (/posts/{id}): links to that page would lead nowhere. */
    onItsPage: location.pathname === `/posts/${post.id}`,
    commentsOpen,
    commentsId,
    onComment: signedInOnly(() => (preview ? notSent() : setCommentsOpen((open) => !open))),
    report,
    onReport: signedInOnly(() => {
      if (report === 'offered') setReportOpen(true);
    }),
    onShare: () => void share(),
    extras,
    loginPrompt,
  };
}
