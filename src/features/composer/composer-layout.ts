// The composer's layout: text with avatar, scope row, chips, and the footer with the Post button.
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { controlStyles } from '../../components/field';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

export const Top = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
`;

export const AvatarSlot = styled.div`
  display: none;
  ${({ theme }) => theme.media.sm} {
    display: block;
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  flex: 1;
  min-width: 0;
`;

export const Textarea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  &:focus {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const Meta = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 20px;
`;

export const Refused = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px 0;
  padding-top: ${({ theme }) => theme.space[3]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  > button[type='submit'] {
    margin-left: auto;
    min-width: 96px;
  }
`;

/** Both composers' text areas: Ctrl+Enter (Cmd+Enter on a Mac) posts. */
export function postOnCtrlEnter(event: KeyboardEvent, post: () => void) {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    post();
  }
}
