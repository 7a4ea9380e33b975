// The demo controls' view of the mock backend. The app never imports mocks/ itself: main.tsx, which
// starts the mock in demo builds, hands it over here (tests and stories do the same), and the
// panel reaches it through this module. A real-backend build provides none and shows no controls.

export interface DemoSettings {
  /** Added to every response, in milliseconds. */
  latencyMs: number;
  /** The share of requests (0 to 1) answered with a 500. */
  failureRate: number;
  /** operationIds that always fail with a 500. */
  failing: string[];
}

export interface DemoResident {
  id: number;
  fullName: string;
  username: string;
  society: string | null;
  email: string;
  password: string;
  /** Their title on the builder's care team ("Society Manager, Vasundhara Greens"), else null. */
  careTitle: string | null;
}

/**
 * Why the demo's data may not be what the resident expects: `not-kept` when the browser refuses to
 * store it (changes last until a reload), `set-aside` when the saved data could not be read and the
 * demo started again from the sample data.
 */
export type DemoStorageProblem = 'not-kept' | 'set-aside';

/** What the panel can do to the mock backend (mocks/demo-controls.ts). */
export interface DemoBackend {
  OPERATION_IDS: readonly string[];
  getDemoSettings(): DemoSettings;
  setDemoSettings(next: Partial<DemoSettings>): DemoSettings;
  resetDemoSettings(): DemoSettings;
  /** Resolves once the seed is back and saved. */
  resetDemoData(): Promise<void>;
  listDemoResidents(): DemoResident[];
  /** Tells each storage problem once; returns the unsubscribe. */
  onStorageProblem(listener: (problem: DemoStorageProblem) => void): () => void;
  /** The storage problems of this page so far. */
  storageProblems(): DemoStorageProblem[];
}

type Provided = DemoBackend | (() => Promise<DemoBackend>);

let provided: Provided | null = null;
let loaded: DemoBackend | null = null;

/** Hands the mock backend's controls over: the module itself, or a loader for its chunk. */
export function provideDemoBackend(backend: Provided): void {
  provided = backend;
  loaded = typeof backend === 'function' ? null : backend;
}

export const hasDemoBackend = (): boolean => provided !== null;

/** Loads the controls (once); the panel renders only after this has resolved. */
export async function loadDemoBackend(): Promise<DemoBackend> {
  if (!provided) throw new Error('No demo backend was provided (main.tsx does in demo builds).');
  loaded ??= typeof provided === 'function' ? await provided() : provided;
  return loaded;
}

/** The loaded controls, for the panel (rendered once loadDemoBackend has resolved). */
export function demoBackend(): DemoBackend {
  if (!loaded) throw new Error('The demo backend is not loaded yet: await loadDemoBackend().');
  return loaded;
}
