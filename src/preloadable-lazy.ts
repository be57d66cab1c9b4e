import { lazy, type ComponentType } from "react";

type Module<Props> = { default: ComponentType<Props> };

export type PreloadableLazy<Props, Loaded extends Module<Props>> = ComponentType<Props> & {
  /** Fetches the code (once); resolves with its module. */
  preload(): Promise<Loaded>;
};

/**
 * React.lazy whose code can be fetched ahead with `preload()`; once it has arrived, rendering the component does not
 * suspend. Why: a Suspense boundary that has shown its fallback reveals its content no sooner than 300 ms later
 * (React throttles reveals), so every lazy level a page's first render meets costs up to that much, however early
 * its code arrived. src/main.tsx preloads the levels of the page it opens before rendering it.
 */
export const preloadableLazy = <Props, Loaded extends Module<Props>>(load: () => Promise<Loaded>): PreloadableLazy<Props, Loaded> => {
  let loaded: Loaded | undefined;
  let loading: Promise<Loaded> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  // Already here: a thenable that answers at once, which React.lazy renders without suspending.
  const ready = (module: Loaded) => ({ then: (resolve: (value: Loaded) => void) => resolve(module) }) as unknown as Promise<Loaded>;
  const Component = lazy(() => (loaded ? ready(loaded) : preload()));
  return Object.assign(Component, { preload }) as unknown as PreloadableLazy<Props, Loaded>;
};
