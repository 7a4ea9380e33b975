// The composer's choice between a concern and an update, and a concern's category and place
// (docs/product.md#concerns). An update is a post as before.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { FiAlertCircle, FiMessageSquare } from 'react-icons/fi';
import styled from 'styled-components';
import { SelectField, TextField } from '../../components/field';
import { SegmentedControl, type SegmentOption } from '../../components/segmented-control';
import { CONCERN_CATEGORIES, PLACE_MAX_LENGTH, type ConcernCategory } from '../../lib/concerns';
import { CATEGORY_LABELS } from '../concerns';
import type { PostKind } from './post-draft';

const KINDS = [
  { value: 'concern', label: msg`Concern`, icon: <FiAlertCircle aria-hidden /> },
  { value: 'update', label: msg`Update`, icon: <FiMessageSquare aria-hidden /> },
] as const;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

export interface ConcernFieldsProps {
  kind: PostKind;
  category: ConcernCategory | '';
  place: string;
  onKindChange: (kind: PostKind) => void;
  onCategoryChange: (category: string) => void;
  onPlaceChange: (place: string) => void;
  categoryError?: string | null;
  placeError?: string | null;
  disabled?: boolean;
  categoryRef?: Ref<HTMLSelectElement>;
}

export function ConcernFields({
  kind,
  category,
  place,
  onKindChange,
  onCategoryChange,
  onPlaceChange,
  categoryError,
  placeError,
  disabled,
  categoryRef,
}: ConcernFieldsProps) {
  const { t } = useLingui();
  const kinds: SegmentOption<PostKind>[] = KINDS.map((option) => ({
    ...option,
    label: t(option.label),
  }));
  return (
    <>
      <SegmentedControl
        legend={t`Post type`}
        options={kinds}
        value={kind}
        onChange={onKindChange}
        disabled={disabled}
      />
      {kind === 'concern' && (
        <Details>
          <SelectField
            ref={categoryRef}
            label={t`Category`}
            name="category"
            value={category}
            onChange={(event) => onCategoryChange(event.target.value)}
            error={categoryError}
            disabled={disabled}
            required
          >
            <option value="">
              <Trans>Choose a category</Trans>
            </option>
            {CONCERN_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {CATEGORY_LABELS[value]}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t`Place (optional)`}
            name="place"
            value={place}
            placeholder={t`Tower or block, e.g. Tower B`}
            onChange={(event) => onPlaceChange(event.target.value)}
            error={placeError}
            hint={placeError ? undefined : t`At most ${PLACE_MAX_LENGTH} characters`}
            disabled={disabled}
            autoComplete="off"
          />
        </Details>
      )}
    </>
  );
}
