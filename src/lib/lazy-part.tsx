import { lazy, useState, type ComponentType } from 'react';

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

/**
 * A component whose code loads on demand. Once its module is in (`preload`, or an earlier render)
 * it renders in the same pass, so no fallback shows first and React does not hold the part back
 * after one. A failed load is a PartLoadError: PartBoundary offers Try again, which loads it again
 * (React.lazy alone keeps a failure until the page reloads). Nothing retries by itself: offline,
 * that would only repeat the failing request.
 */
export function lazyPart<Props extends object, Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<Module> | null = null;
  const preload = (): Promise<Module> =>
    (loading ??= load().then(
      (module) => {
        loaded = pick(module);
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
    const [Part] = useState<ComponentType<Props>>(() => loaded ?? deferred);
    return <Part {...props} />;
  }
  return Object.assign(LazyPart, { preload });
}
