import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FiCompass, FiPlus, FiSearch } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Id } from '../../api/types';
import { Button } from '../../components/button';
import { MutedText, PageTitle } from '../../components/card';
import { controlStyles } from '../../components/field';
import { useSearchBox } from '../search';
import { loadCreateGroupDialog } from '../groups';
import { DialogPart } from '../../components/part-boundary';
import { lazyDefault } from '../../lib/lazy-part';
import { BackCloses } from '../../lib/use-back-closes';

// The dialog's form is loaded when first opened, not with Explore.
const CreateGroupDialog = lazyDefault(loadCreateGroupDialog);

// Title and Create Group share the first row; the intro line takes the full width under them.
const Top = styled.header`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  > p {
    grid-column: 1 / -1;
  }
`;

const Title = styled(PageTitle)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

// On a phone the button goes under the field, which then has the width for its whole hint.
const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  flex: 1;
  min-width: 0;
`;

const SearchBox = styled.div`
  position: relative;
  flex: 1 1 20rem;
  min-width: 0;
  svg {
    position: absolute;
    left: ${({ theme }) => theme.space[3]}px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
`;

// On a phone the whole hint fits only a size smaller than what is typed (which stays at the size
// that keeps phones from zooming in on focus).
const SearchInput = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
  padding-left: ${({ theme }) => theme.space[8]}px;
  ${({ theme }) => theme.media.belowMd} {
    &::placeholder {
      font-size: ${({ theme }) => theme.font.size.sm};
    }
  }
`;

/** Title, Create Group, and the search box (submitting opens /search?q=…). */
export function ExploreHeader() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const search = useSearchBox();
  const [creating, setCreating] = useState(false);
  // The group just made: its page opens once the dialog's history entry is gone (opened before,
  // the dialog's step back would leave it again).
  const [created, setCreated] = useState<Id | null>(null);
  // A group made after the dialog was closed by Back is not opened the next time it closes.
  const startCreating = () => {
    setCreated(null);
    setCreating(true);
  };

  return (
    <>
      <Top>
        <Title>
          <FiCompass aria-hidden />
          <Trans>Explore</Trans>
        </Title>
        <Button icon={<FiPlus aria-hidden />} onClick={startCreating}>
          <Trans>Create Group</Trans>
        </Button>
        <MutedText>
          <Trans>Trending topics, popular posts and groups across the societies.</Trans>
        </MutedText>
      </Top>
      <SearchForm role="search" aria-label={t`Explore`} onSubmit={search.onSubmit}>
        <SearchBox>
          <FiSearch aria-hidden />
          <SearchInput
            type="search"
            aria-label={t`Search residents, societies, hashtags and groups`}
            placeholder={t`Search residents, societies, hashtags...`}
            value={search.query}
            onChange={(event) => search.setQuery(event.target.value)}
          />
        </SearchBox>
        <Button type="submit" variant="secondary">
          <Trans>Search</Trans>
        </Button>
      </SearchForm>
      <BackCloses
        layer="create-group"
        open={creating}
        onClose={() => setCreating(false)}
        afterClosed={created === null ? undefined : () => navigate(`/group/${created}`)}
      />
      {creating && (
        <DialogPart title={t`Create Group`} onClose={() => setCreating(false)}>
          <CreateGroupDialog open onClose={() => setCreating(false)} onCreated={setCreated} />
        </DialogPart>
      )}
    </>
  );
}
