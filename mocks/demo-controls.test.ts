import { describe, expect, it } from 'vitest';
import { db } from './db';
import {
  getDemoSettings,
  listDemoResidents,
  loadDemoSettings,
  resetDemoData,
  resetDemoSettings,
  setDemoSettings,
} from './demo-controls';
import { SEED } from './seed';
import { DEFAULT_SETTINGS, DEMO_SETTINGS_KEY, shouldFail } from './settings';

describe('demo settings', () => {
  it('are kept for the session and applied to the mock', () => {
    setDemoSettings({ latencyMs: 300, failing: ['listPosts'] });
    expect(JSON.parse(sessionStorage.getItem(DEMO_SETTINGS_KEY)!)).toEqual({
      latencyMs: 300,
      failureRate: 0,
      failing: ['listPosts'],
    });
    expect(shouldFail('listPosts')).toBe(true);
    resetDemoSettings();
    expect(getDemoSettings()).toEqual(DEFAULT_SETTINGS);
    loadDemoSettings();
    expect(shouldFail('listPosts')).toBe(false);
  });

  it('ignore stored values that are unreadable or out of range', () => {
    for (const value of [
      '{oops',
      JSON.stringify({ latencyMs: -5, failureRate: 0, failing: [] }),
      JSON.stringify({ latencyMs: 0, failureRate: 7, failing: [] }),
      JSON.stringify({ latencyMs: 0, failureRate: 0, failing: ['noSuchOperation'] }),
      JSON.stringify({ latencyMs: '100', failureRate: 0, failing: [] }),
    ]) {
      sessionStorage.setItem(DEMO_SETTINGS_KEY, value);
      expect(loadDemoSettings()).toEqual(DEFAULT_SETTINGS);
    }
  });
});

describe('demo data', () => {
  // Saving the seed too is the saved world's (saved-world.test.ts): tests and stories save nothing.
  it('resets to the seed', async () => {
    db.post.deleteMany({ where: {} });
    await resetDemoData();
    expect(db.post.count()).toBeGreaterThan(50);
  });

  it('lists the seeded residents to switch between, the demo user first', () => {
    const residents = listDemoResidents();
    expect(residents).toHaveLength(db.user.count());
    expect(residents[0]).toMatchObject({
      id: SEED.demoUserId,
      fullName: 'Aarav Mehta',
      careTitle: null,
    });
    // The care team too, marked as such.
    expect(residents.find((resident) => resident.id === SEED.careManagerId)).toMatchObject({
      fullName: 'Sanjay Patwardhan',
      careTitle: 'Society Manager, Vasundhara Greens',
    });
    expect(residents.filter((resident) => resident.careTitle !== null)).toHaveLength(11);
  });
});
