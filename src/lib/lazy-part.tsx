import { lazy, memo, useState, type ComponentType } from 'react';

/**
 * A part's code could not be loaded (offline, or a deploy replaced its file). `reload` makes its
 * next mount load it again.
 */
export class PartLoadError extends Error {
  readonly reload: () => void;
  constructor(cause: unknown, reload: () => void) {
    super('A part of the page could not be loaded', { cause });
    this.name = 'PartLoadError';
    this.reload = reload;
  }
}

// The modules loaded so far, by their loader: parts made with the same loader share one module.
const loadedModules = new WeakMap<() => Promise<unknown>, unknown>();

/** Loads the module of the parts made with `load`: each of them then renders in the same pass. */
export const preloadParts = <Module,>(load: () => Promise<Module>): Promise<void> =>
  load().then((module) => void loadedModules.set(load, module));

/**
 * A component whose code loads on demand. Once its module is in (`preload`, or an earlier render)
 * it renders in the same pass, so no fallback shows first and React does not hold the part back
 * after one. A failed load is a PartLoadError: PartBoundary offers Try again, which loads it again
 * (React.lazy alone keeps a failure until the page reloads). Nothing retries by itself: offline,
 * that would only repeat the failing request. It is memoized: a parent's render that
 * passes the same props (a keystroke in the form around it) stops here.
 */
export function lazyPart<Props extends object, Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  let loading: Promise<Module> | null = null;
  const preload = (): Promise<Module> =>
    (loading ??= load().then(
      (module) => {
        loadedModules.set(load, module);
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw new PartLoadError(error, () => (deferred = deferredPart()));
      },
    ));
  const deferredPart = () => lazy(() => preload().then((module) => ({ default: pick(module) })));
  let deferred = deferredPart();
  function LazyPart(props: Props) {
    // Chosen once: switching from the lazy wrapper to the loaded component would remount it.
    const [Part] = useState<ComponentType<Props>>(() =>
      loadedModules.has(load) ? pick(loadedModules.get(load) as Module) : deferred,
    );
    return <Part {...props} />;
  }
  return Object.assign(memo(LazyPart), { preload });
}

type DefaultProps<Module> = Module extends { default: ComponentType<infer Props> }
  ? Props & object
  : never;

/** A lazyPart of the module's default export (a screen, a dialog). */
export const lazyDefault = <Module extends { default: unknown }>(load: () => Promise<Module>) =>
  lazyPart(load, (module) => module.default as ComponentType<DefaultProps<Module>>);
