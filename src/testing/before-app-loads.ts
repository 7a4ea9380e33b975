// The unit tests' first set-up file: what must be in place before styled-components and react-dom
// load (React itself is imported here, for its shared internals). Test files share one module graph
// per worker (isolate: false), so this runs before the first import of either and again,
// harmlessly, before each later file.
import * as React from 'react';
import { installCommitRecorder } from './react-commits';

// Outside production styled-components writes each new rule as a text node in its <style> tag, and
// jsdom re-parses the whole sheet on every such change: that parsing was a third of the tests' CPU
// time. The CSSOM path (insertRule, as in production) parses each rule once; computed styles match.
(globalThis as { SC_DISABLE_SPEEDY?: boolean }).SC_DISABLE_SPEEDY = false;

// React reads DevTools' hook once, when react-dom loads: the render counter of card-renders.ts is
// installed paused, so it costs nothing until a test records.
if (!('__REACT_DEVTOOLS_GLOBAL_HOOK__' in window)) installCommitRecorder(true);

// React's development build captures a stack trace (an Error) for each element it creates, up to
// 10,000 a second, to print owner stacks in its warnings: a fifth of `npm test` (96 -> 74 s). React
// counts them in a shared internal; pinned at its limit, elements take React's shared "unknown
// owner" stack instead: only DevTools' call sites are lost; a warning's text is the same (checked
// with a missing key). If React renames the counter, this does nothing and the tests run slower.
const reactInternals = (
  React as unknown as Record<string, { recentlyCreatedOwnerStacks?: number } | undefined>
).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    get: () => Number.MAX_SAFE_INTEGER,
    set: () => {},
    configurable: true,
  });
}
