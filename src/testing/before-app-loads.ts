// The unit tests' first set-up file: what must be in place before styled-components and react-dom
// load. Test files share one module graph per worker (isolate: false), so this runs before the
// first import of either and again, harmlessly, before each later file.
import { installCommitRecorder } from './react-commits';

// Outside production styled-components writes each new rule as a text node in its <style> tag, and
// jsdom re-parses the whole sheet on every such change: that parsing was a third of the tests' CPU
// time. The CSSOM path (insertRule, as in production) parses each rule once; computed styles match.
(globalThis as { SC_DISABLE_SPEEDY?: boolean }).SC_DISABLE_SPEEDY = false;

// React reads DevTools' hook once, when react-dom loads: the render counter of card-renders.ts is
// installed paused, so it costs nothing until a test records.
if (!('__REACT_DEVTOOLS_GLOBAL_HOOK__' in window)) installCommitRecorder(true);
