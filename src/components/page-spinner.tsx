import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Spinner } from './spinner';

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 40vh;
  color: ${({ theme }) => theme.colors.primary};
`;

export function PageSpinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <Centered>
      <Spinner size={32} label={label ?? t`Loading page`} />
    </Centered>
  );
}
