import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useLayoutEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { FiSearch } from 'react-icons/fi';
import styled from 'styled-components';
import { controlStyles, Label } from '../../components/field';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const Box = styled.div`
  position: relative;
  svg {
    position: absolute;
    left: ${({ theme }) => theme.space[3]}px;
    top: 50%;
    width: 20px;
    height: 20px;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 48px;
  padding-left: ${({ theme }) => theme.space[8]}px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const MutedLabel = styled(Label)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/**
 * The results page's search field: a search landmark named by the page title, focused on arrival;
 * Enter searches at once and Escape clears it.
 */
export function SearchField({
  labelledBy,
  value,
  onChange,
  onSubmit,
  onClear,
}: {
  labelledBy: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onClear: () => void;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // Before the browser paints, so the field is focused as soon as it is there.
  useLayoutEffect(() => inputRef.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Escape' || value === '') return;
    event.preventDefault();
    onClear();
  }

  return (
    <Form role="search" aria-labelledby={labelledBy} onSubmit={submit}>
      <MutedLabel htmlFor={inputId}>
        <Trans>Find residents, societies, hashtags and groups</Trans>
      </MutedLabel>
      <Box>
        <FiSearch aria-hidden />
        <Input
          ref={inputRef}
          id={inputId}
          type="search"
          placeholder={t`Search users, societies, or hashtags...`}
          autoComplete="off"
          enterKeyHint="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </Box>
    </Form>
  );
}
