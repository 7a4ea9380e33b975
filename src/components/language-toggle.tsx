import { MdTranslate } from 'react-icons/md';
import styled, { css } from 'styled-components';
import { LANGUAGE_NAMES, LANGUAGE_SHORT_NAMES, LANGUAGES } from '../lib/i18n/languages';
import { spinningRing } from './spinner';
import { useSwitchLanguage } from './use-switch-language';

const Toggle = styled.button<{ $compact: boolean }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  svg {
    flex-shrink: 0;
  }
  /* Busy: a spinner where the icon was, on a phone too. */
  &[aria-busy='true'] {
    cursor: progress;
    svg {
      display: none;
    }
    &::before {
      content: '';
      flex-shrink: 0;
      ${spinningRing(16)}
    }
  }
  ${({ $compact, theme }) =>
    $compact &&
    css`
      padding: 0 ${theme.space[2]}px;
      border-color: transparent;
      ${theme.media.sm} {
        padding: 0 ${theme.space[3]}px;
      }
      svg,
      .full {
        display: none;
      }
      ${theme.media.sm} {
        svg {
          display: block;
        }
        .full {
          display: inline;
        }
        .short {
          display: none;
        }
      }
    `}
`;

/**
 * Switches to the other language, named in that language ("हिंदी" while the page is in English),
 * as Indian sites offer it: a reader who cannot read the page's language still finds their own.
 * `compact` for the bars: no border, and on a phone no icon and the name's start ("हिं"). Its
 * name is what it shows, so a voice user can say it; the whole name is its title (a tooltip, and
 * its description for a screen reader). From the press until the page is in the other language
 * (the Hindi catalogue may still be on its way), it is busy and a spinner stands for its icon, on
 * a phone too.
 */
export function LanguageToggle({ compact = false }: { compact?: boolean }) {
  const { language, switching, switchTo } = useSwitchLanguage();
  const other = LANGUAGES.find((candidate) => candidate !== language) ?? language;
  return (
    <Toggle
      type="button"
      lang={other}
      title={compact ? LANGUAGE_NAMES[other] : undefined}
      aria-busy={switching || undefined}
      $compact={compact}
      onClick={() => switchTo(other)}
    >
      <MdTranslate aria-hidden size={18} />
      {compact ? (
        <>
          <span className="short">{LANGUAGE_SHORT_NAMES[other]}</span>
          <span className="full">{LANGUAGE_NAMES[other]}</span>
        </>
      ) : (
        LANGUAGE_NAMES[other]
      )}
    </Toggle>
  );
}
