// A cover that fails to load gives way to the group's coloured header, and a new cover is tried.
import { describe, expect, it } from 'vitest';
import {
  ChangingPicture,
  changePicture,
  failPicture,
  NEW_PICTURE,
} from '../../testing/changing-picture';
import { renderWithProviders } from '../../testing/render-app';
import { GroupCover } from './group-cover';

describe('a group cover that fails to load', () => {
  it("shows the group's coloured header, and its new cover once there is one", () => {
    const { container } = renderWithProviders(
      <ChangingPicture
        show={(src) => <GroupCover group={{ id: 6, coverImage: src }} height={120} />}
      />,
    );
    failPicture(container);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).toBeInTheDocument();

    changePicture();
    expect(container.querySelector('img')).toHaveAttribute('src', NEW_PICTURE);
  });
});
