import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { SEED } from '../../mocks/seed';
import { loginAs } from '../testing/session';
import { itSendsExactly } from './openapi/wire';
import { createReport } from './reports';

describe('report requests', () => {
  itSendsExactly([
    {
      name: 'createReport',
      call: () =>
        createReport({ reason: 'spam', description: null, postId: 4, userId: null, reporterId: 1 }),
      method: 'POST',
      url: '/api/reports',
      // All five keys, even the empty ones (docs/product.md#documented-calls).
      body: { reason: 'spam', description: null, postId: 4, userId: null, reporterId: 1 },
    },
  ]);

  it('files a report with the mock backend', async () => {
    await loginAs(SEED.demoUserId);
    const before = db.report.count();
    const report = await createReport({
      reason: 'misinformation',
      description: 'The notice says Friday',
      postId: SEED.othersPostId,
      userId: null,
      reporterId: SEED.demoUserId,
    });
    expect(report).toMatchObject({ reason: 'misinformation', postId: SEED.othersPostId });
    expect(db.report.count()).toBe(before + 1);
  });
});
