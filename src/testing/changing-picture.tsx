// A picture whose address a test changes with a click, as a resident changing their photo does.
import { fireEvent, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';

export const OLD_PICTURE = 'https://example.com/old.jpg';
export const NEW_PICTURE = 'https://example.com/new.jpg';

/** `show`'s picture at OLD_PICTURE until `changePicture()` moves it to NEW_PICTURE. */
export function ChangingPicture({ show }: { show: (src: string) => ReactNode }) {
  const [src, setSrc] = useState(OLD_PICTURE);
  return (
    <>
      {show(src)}
      <button type="button" onClick={() => setSrc(NEW_PICTURE)}>
        Change picture
      </button>
    </>
  );
}

export const changePicture = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Change picture' }));

/** Fails the load of the picture at `src` inside `container`. */
export const failPicture = (container: Element, src = OLD_PICTURE) =>
  fireEvent.error(container.querySelector(`img[src="${src}"]`)!);
