// Counts what React renders, with no change to the app: a stand-in for React DevTools' global hook,
// installed before React loads. React calls onCommitFiberRoot after every commit, in production
// builds too. A fiber rendered in a commit when it is not one of the previous commit's fibers
// (React renders into the alternate copy) and React flagged it PerformedWork (a bail-out, such as a
// memo card whose props did not change, is not flagged). Each rendered component is mapped to the
// post card it belongs to, so a commit reports which post
// cards re-rendered (the `article` a component's first DOM node sits in) and how many components
// outside any card did (the feed list, its item wrappers, the screen).
export function installCommitRecorder(): void {
  interface Fiber {
    tag: number;
    flags: number;
    alternate: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
    stateNode: unknown;
  }
  interface Commit {
    at: number;
    cards: string[];
    outside: number;
  }
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const HOST = 5;
  const PERFORMED_WORK = 1;
  let previous = new WeakSet<Fiber>();
  const commits: Commit[] = [];

  function firstElement(fiber: Fiber): Element | null {
    let node: Fiber | null = fiber;
    while (node && node.tag !== HOST) node = node.child;
    return node && node.stateNode instanceof Element ? node.stateNode : null;
  }

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
      const seen = new WeakSet<Fiber>();
      const cards = new Set<string>();
      let outside = 0;
      const stack: Fiber[] = [root.current];
      while (stack.length) {
        const fiber = stack.pop()!;
        seen.add(fiber);
        const rendered =
          COMPONENT_TAGS.has(fiber.tag) &&
          !previous.has(fiber) &&
          (fiber.alternate === null || (fiber.flags & PERFORMED_WORK) !== 0);
        if (rendered) {
          const card = firstElement(fiber)?.closest('article');
          if (card)
            cards.add(card.getAttribute('aria-labelledby') ?? card.textContent!.slice(0, 40));
          else outside += 1;
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      previous = seen;
      commits.push({ at: performance.now(), cards: [...cards], outside });
    },
  };
  (window as unknown as { __benchCommits: Commit[] }).__benchCommits = commits;
}
