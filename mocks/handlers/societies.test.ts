import { describe, expect, it } from 'vitest';
import { listSocieties } from '../../src/api/societies';
import { SAMPLE_SOCIETIES } from '../../src/lib/societies';
import { loginAs } from '../../src/testing/session';
import { db } from '../db';
import { SEED } from '../seed';

describe('listSocieties', () => {
  it('lists every society by id, signed out too', async () => {
    expect(await listSocieties()).toEqual(
      SAMPLE_SOCIETIES.map((society, index) => ({ id: index + 1, ...society })),
    );
  });

  it('follows the db: a new society is listed, in id order', async () => {
    db.society.create({
      id: 42,
      name: 'Vasundhara Aurum',
      city: 'Indore',
      state: 'Madhya Pradesh',
    });
    await loginAs(SEED.demoUserId);
    const societies = await listSocieties();
    expect(societies).toHaveLength(SEED.societyCount + 1);
    expect(societies.at(-1)).toEqual({
      id: 42,
      name: 'Vasundhara Aurum',
      city: 'Indore',
      state: 'Madhya Pradesh',
    });
  });
});
