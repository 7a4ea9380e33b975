import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { FiArrowRight, FiUser, FiUsers } from 'react-icons/fi';
import styled, { css } from 'styled-components';
import type { Concern, Post } from '../../api/types';
import { ButtonLink } from '../../components/button';
import { PostText } from '../../components/post-text';
import { queueRowFrame } from './queue-styles';
import { affectedText, ConcernStatusLine, isOverdue, whatAndWhere } from '../concerns';

const Row = styled.article<{ $overdue: boolean }>`
  ${queueRowFrame}
  background: ${({ theme }) => theme.colors.surface};
  /* A mark in the margin as well: the status line says "Overdue by …" in words. */
  ${({ $overdue, theme }) =>
    $overdue &&
    css`
      border-left: 4px solid ${theme.colors.danger};
    `}
`;

/** The post's first lines: enough to know the concern, the rest on its page. */
const Excerpt = styled.div`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  svg {
    flex-shrink: 0;
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** Where the concern was raised: its society, or every society for a builder-wide one. */
export function societyNameOf(post: Post): string {
  if (post.society?.name) return post.society.name;
  return post.isBuilderWide ? i18n._(msg`Builder-Wide`) : i18n._(msg`Unknown Society`);
}

/** One concern of the queue: its status line, first lines, who and where, and a link to act. */
export function QueueItem({ post, concern }: { post: Post; concern: Concern }) {
  // Its texts come from plain functions: this re-renders it when the language changes.
  useLingui();
  const author = post.author.fullName;
  const assignee = concern.assignee?.fullName;
  const what = whatAndWhere(concern);
  return (
    <Row $overdue={isOverdue(concern)}>
      <ConcernStatusLine concern={concern} />
      <Excerpt>
        <PostText content={post.content} />
      </Excerpt>
      <Facts>
        <li>
          <FiUser aria-hidden />
          {author} · {societyNameOf(post)}
        </li>
        <li>
          <FiUsers aria-hidden />
          {affectedText(concern.affectedCount)}
        </li>
        <li>
          {assignee ? <Trans>Assigned to {assignee}</Trans> : <Trans>Not assigned yet</Trans>}
        </li>
      </Facts>
      <Footer>
        <ButtonLink to={`/posts/${post.id}`} variant="outline" size="sm" data-open-concern>
          <Trans>
            Open concern
            <span className="visually-hidden">
              : {what}, raised by {author}
            </span>
          </Trans>
          <FiArrowRight aria-hidden />
        </ButtonLink>
      </Footer>
    </Row>
  );
}
