// Demo controls for the mock backend: latency and failure injection
// (docs/decisions.md#the-demo-keeps-its-data-and-has-demo-controls). Tests keep the defaults (no
// delay, no failures); the demo panel changes them and keeps them for the session.

export interface MockSettings {
  /** Added to every response, in milliseconds. */
  latencyMs: number;
  /** The share of requests (0 to 1) answered with a 500. */
  failureRate: number;
  /** operationIds that always fail with a 500. */
  failing: string[];
}

/** Where the demo keeps its settings for the browser session (sessionStorage). */
export const DEMO_SETTINGS_KEY = 'vasundhara-connect:demo-settings';

export const DEFAULT_SETTINGS: MockSettings = { latencyMs: 0, failureRate: 0, failing: [] };
export const settings: MockSettings = { ...DEFAULT_SETTINGS };

export function updateSettings(next: Partial<MockSettings>): MockSettings {
  Object.assign(settings, next);
  return settings;
}

export function resetSettings(): void {
  Object.assign(settings, DEFAULT_SETTINGS, { failing: [] });
}

export function shouldFail(operationId: string): boolean {
  if (settings.failing.includes(operationId)) return true;
  return settings.failureRate > 0 && Math.random() < settings.failureRate;
}
