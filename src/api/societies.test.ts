import { describe, expect, it } from 'vitest';
import { SEED } from '../../mocks/seed';
import { itSendsExactly } from './openapi/wire';
import { listSocieties } from './societies';

describe('society requests', () => {
  itSendsExactly([
    { name: 'listSocieties', call: listSocieties, method: 'GET', url: '/api/societies' },
  ]);

  it('lists the ten societies from the mock backend, signed out', async () => {
    const societies = await listSocieties();
    expect(societies).toHaveLength(SEED.societyCount);
    expect(societies[0]).toEqual({
      id: SEED.demoSocietyId,
      name: expect.stringMatching(/^Vasundhara /),
      city: expect.any(String),
      state: expect.any(String),
    });
  });
});
