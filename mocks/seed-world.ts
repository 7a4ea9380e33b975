// Turns the seed data into plain rows, deterministically: a fixed-seed PRNG decides the random
// parts (who likes what, the follow graph), and every time is relative to `now`. Nothing here
// touches the db; seed.ts writes the rows. Counters are computed from the relation rows at the end,
// so they can never disagree with them.
import { finishWorld } from './seed-finish';
import { addConcernNotifications } from './seed-concern-rows';
import { startWorld } from './seed-draft';
import {
  addDemoWorld,
  addMemberships,
  addRandomFollows,
  addRandomInteractions,
} from './seed-relations';
import type { Steps } from './steps';

/**
 * The whole sample world as rows, ready to be written in order; in steps (steps.ts), so that a
 * slow phone answers input between the parts.
 */
export function* buildWorldSteps(now: number): Steps<ReturnType<typeof finishWorld>> {
  const draft = startWorld(now);
  addMemberships(draft);
  yield;
  // The demo user's world first: its explicit times and records win over random duplicates.
  addDemoWorld(draft);
  yield;
  addRandomFollows(draft);
  yield;
  addRandomInteractions(draft);
  yield;
  addConcernNotifications(draft);
  yield;
  return finishWorld(draft);
}
