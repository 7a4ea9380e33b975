import type { CSSProperties } from 'react';
import { lightTheme } from '../theme/tokens';
import { iconsInUse } from './icons-in-use';

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: 12,
  listStyle: 'none',
  padding: 0,
  margin: '16px 0',
};
const tile: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 6,
  padding: 12,
  border: `1px solid ${lightTheme.colors.border}`,
  borderRadius: lightTheme.radii.md,
  background: lightTheme.colors.surface,
  color: lightTheme.colors.text,
  fontSize: lightTheme.font.size.sm,
  textAlign: 'center',
};

/** Every Feather icon the app imports (react-icons/fi), with how many files use it. */
export function IconGallery() {
  const icons = iconsInUse();
  return (
    <>
      <p>
        {icons.length} icons from Feather (<code>react-icons/fi</code>), the only icon set in use.
        Icons are decorative next to a visible label (<code>aria-hidden</code>) or carry an{' '}
        <code>aria-label</code> on their button.
      </p>
      <ul style={grid} aria-label="Icons in use">
        {icons.map(({ name, Icon, files }) => (
          <li key={name} style={tile} title={files.join('\n')}>
            <Icon aria-hidden size={24} />
            <code>{name}</code>
            <span style={{ color: lightTheme.colors.textMuted, fontSize: lightTheme.font.size.xs }}>
              {files.length === 1 ? '1 file' : `${files.length} files`}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
