import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import { FiFileText, FiImage, FiPaperclip, FiX } from 'react-icons/fi';
import styled from 'styled-components';
import { DOC_ACCEPT, PHOTO_ACCEPT } from '../../api/limits';
import { Button } from '../../components/button';
import { IconButton } from '../../components/icon-button';
import { formatFileSize } from '../../lib/files';
import { safeImageUrl } from '../../lib/urls';
import type { AttachmentPicker, LocalAttachment } from './attachments';

const PICKERS: {
  picker: AttachmentPicker;
  label: MessageDescriptor;
  input: MessageDescriptor;
  accept: string;
  icon: ReactNode;
}[] = [
  {
    picker: 'photos',
    label: msg`Photos`,
    input: msg`Attach photos`,
    accept: PHOTO_ACCEPT,
    icon: <FiImage aria-hidden />,
  },
  {
    picker: 'docs',
    label: msg`Docs`,
    input: msg`Attach documents`,
    accept: DOC_ACCEPT,
    icon: <FiPaperclip aria-hidden />,
  },
];

/** Photos and Docs: buttons opening the file chooser (the inputs themselves stay hidden). */
export function AttachmentButtons({
  onPick,
  disabled,
}: {
  onPick: (files: File[], picker: AttachmentPicker) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const inputs = useRef<Partial<Record<AttachmentPicker, HTMLInputElement | null>>>({});
  return (
    <>
      {PICKERS.map(({ picker, label, input, accept, icon }) => (
        <span key={picker}>
          <Button
            variant="ghost"
            size="sm"
            icon={icon}
            disabled={disabled}
            onClick={() => inputs.current[picker]?.click()}
          >
            {t(label)}
          </Button>
          <input
            ref={(element) => {
              inputs.current[picker] = element;
            }}
            type="file"
            multiple
            accept={accept}
            hidden
            disabled={disabled}
            aria-label={t(input)}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              // Cleared so that choosing the same file again (after removing it) fires again.
              event.target.value = '';
              if (files.length) onPick(files, picker);
            }}
          />
        </span>
      ))}
    </>
  );
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  max-width: 100%;
  padding: 4px 4px 4px 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Thumb = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  svg {
    width: 20px;
    height: 20px;
  }
`;

const Name = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    max-width: 180px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

/** The chosen files as removable chips; images show a thumbnail. */
export function AttachmentList({
  attachments,
  onRemove,
  disabled,
}: {
  attachments: LocalAttachment[];
  onRemove: (key: string) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  if (attachments.length === 0) return null;
  return (
    <List aria-label={t`Attachments`}>
      {attachments.map((attachment) => {
        const { name } = attachment;
        const preview = attachment.kind === 'image' ? safeImageUrl(attachment.dataUrl) : null;
        return (
          <Chip key={attachment.key}>
            <Thumb>{preview ? <img src={preview} alt="" /> : <FiFileText aria-hidden />}</Thumb>
            <Name>
              <strong title={attachment.name}>{attachment.name}</strong>
              <small>{formatFileSize(attachment.size)}</small>
            </Name>
            <IconButton
              label={t`Remove ${name}`}
              icon={<FiX />}
              size={32}
              disabled={disabled}
              onClick={() => onRemove(attachment.key)}
            />
          </Chip>
        );
      })}
    </List>
  );
}
