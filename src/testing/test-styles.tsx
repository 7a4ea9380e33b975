// The styles of what the unit tests render, through styled-components' public StyleSheetManager
// (renderWithProviders wraps every render in it):
// - Each render writes its styles into a sheet of its own, in an element of the page's head that
//   forgetTestStyles removes after the test. The test files of a worker share one document
//   (isolate: false) and styled-components never takes a rule out of its own sheet: the page would
//   gather every rule of every screen rendered, and jsdom walks them all for each computed style a
//   role query asks for.
// - jsdom has no layout, so of an element's computed style the tests and their libraries read only
//   a few properties: whether it is shown (display, visibility, opacity: Testing Library's hidden
//   checks, jest-dom's toBeVisible), whether it takes the pointer (pointer-events), the text a
//   pseudo-element adds (content), and for the few tests that ask, its colour (a counter turning
//   red). The rules keep only those (a stylis plugin): jsdom applies every declaration of every
//   matching rule for each computed style, a `border` as a dozen longhands. Any other property
//   reads as jsdom's default.
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { StyleSheetManager } from 'styled-components';

/**
 * The computed-style properties every unit test may read; add one here to read it. The text colour
 * is kept only for a render that asks for it (`readColour`): nearly every rule sets a colour, so
 * keeping it for every render kept most rules on the page
 * (docs/performance.md#computed-styles-in-jsdom).
 */
export const READ_PROPERTIES: ReadonlySet<string> = new Set([
  'display',
  'visibility',
  'opacity',
  'pointer-events',
  'content',
]);
const READ_PROPERTIES_AND_COLOUR: ReadonlySet<string> = new Set([...READ_PROPERTIES, 'color']);

type StylisPlugin = NonNullable<ComponentProps<typeof StyleSheetManager>['stylisPlugins']>[number];

/**
 * A plugin that empties each declaration of a property not in `properties`; a rule left with none
 * is not written at all. styled-components salts its class names with each plugin's name (and
 * requires one), so sheets made with different plugins never share a class.
 */
function keepOnly(name: string, properties: ReadonlySet<string>): StylisPlugin {
  const plugin: StylisPlugin = (element) => {
    if (element.type === 'decl' && !properties.has(String(element.props).toLowerCase()))
      element.value = '';
  };
  return Object.defineProperty(plugin, 'name', { value: name });
}

// styled-components makes its stylis instance again when the array changes: one array for each.
const PLUGINS = [keepOnly('keepReadProperties', READ_PROPERTIES)];
const PLUGINS_WITH_COLOUR = [keepOnly('keepReadPropertiesAndColour', READ_PROPERTIES_AND_COLOUR)];

const targets = new Set<HTMLElement>();

/**
 * A wrapper (Testing Library's `wrapper` option, kept by rerender) giving what it wraps a sheet of
 * its own, made for this render.
 */
export function testStylesWrapper({ readColour = false } = {}): (props: {
  children: ReactNode;
}) => ReactElement {
  const target = document.createElement('div');
  target.dataset.testStyles = '';
  document.head.append(target);
  targets.add(target);
  return function TestStyles({ children }) {
    return (
      <StyleSheetManager target={target} stylisPlugins={readColour ? PLUGINS_WITH_COLOUR : PLUGINS}>
        {children}
      </StyleSheetManager>
    );
  };
}

/** Removes the styles of every render so far: call it once they are unmounted. */
export function forgetTestStyles(): void {
  for (const target of targets) target.remove();
  targets.clear();
}
