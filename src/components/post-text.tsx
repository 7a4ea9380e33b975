import { Fragment, memo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { splitPostText } from '../lib/text';
import { safeLinkUrl } from '../lib/urls';

const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  a {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Hashtag = styled(Link)`
  color: ${({ theme }) => theme.colors.hashtag};
`;
const Mention = styled(Link)`
  color: ${({ theme }) => theme.colors.mention};
`;

/**
 * User text as text: #tags and @mentions become links (a tag to its Explore view, a mention to the
 * profile), http(s) URLs become links; nothing is ever parsed as HTML. Memoized: a card renders
 * again on each like, and its text, parsed and made of router links, is most of that render.
 */
function PostTextView({ content }: { content: string }) {
  return (
    <Text>
      {splitPostText(content).map((part, index) => {
        switch (part.kind) {
          case 'hashtag':
            return (
              <Hashtag key={index} to={`/explore?tag=${encodeURIComponent(part.tag)}`}>
                {part.text}
              </Hashtag>
            );
          case 'mention':
            return (
              <Mention key={index} to={`/profile/@${encodeURIComponent(part.username)}`}>
                {part.text}
              </Mention>
            );
          case 'link': {
            const href = safeLinkUrl(part.href);
            if (!href) return <Fragment key={index}>{part.text}</Fragment>;
            return (
              <a key={index} href={href} target="_blank" rel="noopener noreferrer nofollow ugc">
                {part.text}
              </a>
            );
          }
          default:
            return <Fragment key={index}>{part.text}</Fragment>;
        }
      })}
    </Text>
  );
}

export const PostText = memo(PostTextView);
