import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { FiChevronRight, FiEdit3, FiUsers } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Card, CardTitle, ListStack } from '../../components/card';

// The whole row is the target ("stretched" control), while the control's own text, and so its
// name, is the action alone; the hint is its description.
const Item = styled.li`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  transition: border-color ${({ theme }) => theme.motion.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  .icon {
    display: grid;
    place-items: center;
    flex-shrink: 0;
    width: 36px;
    height: 36px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
  .text {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    flex: 1;
    min-width: 0;
  }
  .hint {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const controlStyles = css`
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ActionButton = styled.button`
  ${controlStyles}
`;

const ActionLink = styled(Link)`
  ${controlStyles}
`;

interface Action {
  name: MessageDescriptor;
  hint: MessageDescriptor;
  icon: ReactNode;
  to: string;
}

function QuickAction({
  action,
  signedIn,
  onRequireLogin,
}: {
  action: Action;
  signedIn: boolean;
  onRequireLogin: () => void;
}) {
  const { t } = useLingui();
  const hintId = useId();
  return (
    <Item>
      <span className="icon" aria-hidden>
        {action.icon}
      </span>
      <span className="text">
        {signedIn ? (
          <ActionLink to={action.to} aria-describedby={hintId}>
            {t(action.name)}
          </ActionLink>
        ) : (
          <ActionButton type="button" onClick={onRequireLogin} aria-describedby={hintId}>
            {t(action.name)}
          </ActionButton>
        )}
        <span className="hint" id={hintId}>
          {t(action.hint)}
        </span>
      </span>
      <FiChevronRight aria-hidden />
    </Item>
  );
}

const ACTIONS: Action[] = [
  {
    name: msg`Post a Concern`,
    hint: msg`Tell your society or every society`,
    icon: <FiEdit3 />,
    to: '/home',
  },
  {
    name: msg`Join Community`,
    hint: msg`Find groups of neighbours near you`,
    icon: <FiUsers />,
    to: '/groups',
  },
];

/**
 * Quick Actions (docs/product.md#landing-page). A resident goes to the feed (its composer) or the
 * groups; a visitor is asked to sign in first.
 */
export function QuickActions({
  signedIn,
  onRequireLogin,
}: {
  signedIn: boolean;
  onRequireLogin: () => void;
}) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>
        <Trans>Quick Actions</Trans>
      </CardTitle>
      <ListStack $gap={2}>
        {ACTIONS.map((action) => (
          <QuickAction
            key={action.to}
            action={action}
            signedIn={signedIn}
            onRequireLogin={onRequireLogin}
          />
        ))}
      </ListStack>
    </Card>
  );
}
