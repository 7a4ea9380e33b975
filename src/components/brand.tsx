import { FiHome } from 'react-icons/fi';
import styled from 'styled-components';
import { PRODUCT_NAME } from '../lib/demo';

const Mark = styled.span<{ $compact?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
`;

const Logo = styled.span`
  flex-shrink: 0;
  display: inline-grid;
  place-items: center;
  width: 34px;
  height: 34px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  svg {
    width: 18px;
    height: 18px;
  }
`;

/** The product name with its mark, as the top bar shows it (docs/product.md#signed-in-shell). */
export function BrandMark({ hideNameOnSmall = false }: { hideNameOnSmall?: boolean }) {
  return (
    <Mark>
      <Logo aria-hidden>
        <FiHome />
      </Logo>
      <BrandName $hideOnSmall={hideNameOnSmall}>{PRODUCT_NAME}</BrandName>
    </Mark>
  );
}

const BrandName = styled.span<{ $hideOnSmall: boolean }>`
  ${({ theme, $hideOnSmall }) =>
    $hideOnSmall &&
    `
    @media (max-width: ${theme.breakpoints.sm - 0.02}px) {
      position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
    }
  `}
`;
