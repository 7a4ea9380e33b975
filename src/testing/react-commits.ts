// Counts what React renders, with no change to the app: a stand-in for React DevTools' global hook,
// installed before React loads. React calls onCommitFiberRoot after every commit, in production
// builds too. A fiber rendered in a commit when it is not one of the previous commit's fibers
// (React renders into the alternate copy) and React flagged it PerformedWork (a bail-out, such as a
// memo card whose props did not change, is not flagged). Each rendered component is mapped to the
// post card it belongs to, so a commit reports which post
// cards re-rendered (the `article` a component's first DOM node sits in) and how many components
// outside any card did (the feed list, its item wrappers, the screen).
// The unit tests install it paused (before-app-loads.ts) and record only around the action they
// check, through window.__benchCommitRecorder (card-renders.ts): walking every commit costs time.
// The feed benchmark (scripts/bench/feed.ts) installs it in the page, from this file.
/** A commit as the recorder saw it. */
export interface RecordedCommit {
  at: number;
  cards: string[];
  outside: number;
  /** With window.__benchCommitDetail set: what each outside component is (for a driver). */
  outsideNames?: string[];
}

/** What the recorder adds to the page's window. */
export interface CommitRecording {
  __benchCommitRecorder: { start(): void; pause(): void };
  __benchCommits: RecordedCommit[];
  __benchCommitDetail?: boolean;
}

export function installCommitRecorder(startPaused = false): void {
  interface Fiber {
    tag: number;
    flags: number;
    alternate: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
    stateNode: unknown;
    type: unknown;
  }
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const HOST = 5;
  const PERFORMED_WORK = 1;
  let previous = new WeakSet<Fiber>();
  const commits: RecordedCommit[] = [];

  function firstElement(fiber: Fiber): Element | null {
    let node: Fiber | null = fiber;
    while (node && node.tag !== HOST) node = node.child;
    return node && node.stateNode instanceof Element ? node.stateNode : null;
  }

  // A component's name (minified in a production build) and the element it renders first.
  function describe(fiber: Fiber): string {
    const type = fiber.type as { displayName?: string; name?: string } | null;
    const element = firstElement(fiber);
    const where = element
      ? `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''}${element.getAttribute('aria-label') ? `[${element.getAttribute('aria-label')}]` : ''}`
      : '-';
    return `${type?.displayName ?? type?.name ?? fiber.tag}@${where}`;
  }

  // Which components rendered in the commit whose tree is `current`, against the previous one.
  function walk(current: Fiber) {
    const seen = new WeakSet<Fiber>();
    const cards = new Set<string>();
    let outside = 0;
    const detail = (window as unknown as { __benchCommitDetail?: boolean }).__benchCommitDetail;
    const outsideNames: string[] = [];
    const stack: Fiber[] = [current];
    while (stack.length) {
      const fiber = stack.pop()!;
      seen.add(fiber);
      const rendered =
        COMPONENT_TAGS.has(fiber.tag) &&
        !previous.has(fiber) &&
        (fiber.alternate === null || (fiber.flags & PERFORMED_WORK) !== 0);
      if (rendered) {
        const card = firstElement(fiber)?.closest('article');
        if (card) cards.add(card.getAttribute('aria-labelledby') ?? card.textContent!.slice(0, 40));
        else {
          outside += 1;
          if (detail) outsideNames.push(describe(fiber));
        }
      }
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
    }
    previous = seen;
    return { cards: [...cards], outside, ...(detail ? { outsideNames } : {}) };
  }

  let paused = startPaused;
  let lastRoot: { current: Fiber } | null = null;
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      lastRoot = root;
      if (!paused) commits.push({ at: performance.now(), ...walk(root.current) });
    },
  };
  (window as unknown as Record<string, unknown>).__benchCommitRecorder = {
    /** Forgets earlier commits and records from the tree on screen now. */
    start() {
      commits.length = 0;
      if (lastRoot) walk(lastRoot.current);
      paused = false;
    },
    pause() {
      paused = true;
    },
  };
  (window as unknown as { __benchCommits: RecordedCommit[] }).__benchCommits = commits;
}
