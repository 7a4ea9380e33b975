// A photo that fails to load gives way to the initials, and a new photo at another address is
// tried again rather than left on the initials.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ChangingPicture,
  changePicture,
  failPicture,
  NEW_PICTURE,
} from '../testing/changing-picture';
import { renderWithProviders } from '../testing/render-app';
import { Avatar } from './avatar';

describe('an avatar whose photo fails to load', () => {
  it('shows the initials, and the next photo once the resident changes it', () => {
    renderWithProviders(
      <ChangingPicture
        show={(src) => <Avatar name="Priya Sharma" src={src} decorative={false} />}
      />,
    );
    const avatar = screen.getByRole('img', { name: 'Priya Sharma' });
    failPicture(avatar);
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar).toHaveTextContent('PS');

    changePicture();
    expect(avatar.querySelector('img')).toHaveAttribute('src', NEW_PICTURE);
    expect(avatar).not.toHaveTextContent('PS');
  });
});
