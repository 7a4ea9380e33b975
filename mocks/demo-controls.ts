// What the demo's control panel can do to the mock backend, free of React (the panel in
// src/app/demo-controls renders it). Settings are kept for the browser session (sessionStorage).
import type { DemoResident } from '../src/lib/demo-backend';
import { careRoleOf } from './concerns';
import { db } from './db';
import { handlers } from './handlers';
import { activeSavedWorld, seedCode } from './saved-world';
import {
  DEFAULT_SETTINGS,
  DEMO_SETTINGS_KEY,
  settings,
  updateSettings,
  type MockSettings,
} from './settings';

export { onStorageProblem, storageProblems } from './saved-world';

export const OPERATION_IDS = Object.keys(handlers).sort();

function isSettings(value: unknown): value is MockSettings {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<MockSettings>;
  return (
    typeof candidate.latencyMs === 'number' &&
    candidate.latencyMs >= 0 &&
    candidate.latencyMs <= 10_000 &&
    typeof candidate.failureRate === 'number' &&
    candidate.failureRate >= 0 &&
    candidate.failureRate <= 1 &&
    Array.isArray(candidate.failing) &&
    candidate.failing.every((id) => typeof id === 'string' && OPERATION_IDS.includes(id))
  );
}

/** Restores the session's settings; anything unreadable leaves the defaults. */
export function loadDemoSettings(storage: Storage = sessionStorage): MockSettings {
  try {
    const saved: unknown = JSON.parse(storage.getItem(DEMO_SETTINGS_KEY) ?? 'null');
    if (isSettings(saved)) updateSettings({ ...saved, failing: [...saved.failing] });
  } catch {
    // Unreadable settings: keep the defaults.
  }
  return getDemoSettings();
}

export function getDemoSettings(): MockSettings {
  return { ...settings, failing: [...settings.failing] };
}

export function setDemoSettings(
  next: Partial<MockSettings>,
  storage: Storage = sessionStorage,
): MockSettings {
  updateSettings(next);
  try {
    storage.setItem(DEMO_SETTINGS_KEY, JSON.stringify(getDemoSettings()));
  } catch {
    // Settings then last until the page closes.
  }
  return getDemoSettings();
}

export function resetDemoSettings(storage: Storage = sessionStorage): MockSettings {
  return setDemoSettings({ ...DEFAULT_SETTINGS, failing: [] }, storage);
}

/**
 * Back to the seed, saved at once, so a reload shows the fresh world too; whatever else the demo
 * stored (files, a world set aside) goes with it. Tests and stories save nothing: the seed only.
 */
export async function resetDemoData(): Promise<void> {
  const world = activeSavedWorld();
  if (world) await world.reset();
  else (await seedCode()).resetDb();
}

/**
 * Seeded residents and the care team to switch between; their sample passwords sign them in like
 * anyone else.
 */
export function listDemoResidents(): DemoResident[] {
  const societies = new Map(db.society.getAll().map((society) => [society.id, society.name]));
  return db.user
    .getAll()
    .sort((a, b) => a.id - b.id)
    .map((user) => ({
      id: user.id,
      fullName: user.fullName,
      username: user.username,
      society: user.societyId === null ? null : (societies.get(user.societyId) ?? null),
      email: user.email,
      password: user.password,
      careTitle: careRoleOf(user.id)?.title ?? null,
    }));
}
