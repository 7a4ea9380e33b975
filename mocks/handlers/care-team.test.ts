// Who serves a society, and the open concerns like one being written (docs/product.md#concerns).
import { describe, expect, it } from 'vitest';
import { findSimilarConcerns, listCareTeam } from '../../src/api/concerns';
import { logout } from '../../src/api/auth';
import { makeCareMember, makeConcern } from '../../src/testing/concerns';
import { createdPost } from '../../src/testing/created-post';
import { loginAs } from '../../src/testing/session';
import { SEED } from '../seed';
import { expectRejected, send } from './test-utils';

const me = SEED.demoUserId;

describe('the care team serving a society', () => {
  it("lists the society's own members first, then the care head; no other society's", async () => {
    const head = makeCareMember(SEED.otherSocietyResidentId, null);
    const manager = makeCareMember(SEED.neighbourId, SEED.demoSocietyId);
    const elsewhere = makeCareMember(SEED.followedUserId, 3);
    await loginAs(me);
    const team = await listCareTeam(SEED.demoSocietyId);
    const ids = team.map((member) => member.user.id);
    expect(ids.indexOf(manager)).toBeLessThan(ids.indexOf(head));
    expect(ids).not.toContain(elsewhere);
    expect(team.find((member) => member.user.id === head)).toMatchObject({
      title: 'Care head',
      societyId: null,
    });
    expect((await listCareTeam()).map((member) => member.user.id)).toContain(elsewhere);
  });

  it('is for signed-in people only', async () => {
    await logout();
    await expectRejected(() => listCareTeam(SEED.demoSocietyId), 401, /sign in|log in|session/i);
  });
});

describe('similar open concerns', () => {
  const raise = (text: string, category: 'lift' | 'water', authorId = SEED.neighbourId) =>
    loginAs(authorId).then(() =>
      createdPost({ content: text, authorId, concern: { category, place: null } }),
    );

  it('finds open concerns of the society and category whose text is close, closest first', async () => {
    const close = await raise('The Tower Q9 lift jammed between floors again', 'lift');
    const closer = await raise('Tower Q9 lift jammed with children inside', 'lift');
    const otherCategory = await raise('Tower Q9 lift jammed: no water either', 'water');
    const resolved = await raise('Tower Q9 lift jammed last week', 'lift');
    makeConcern(resolved.id, { category: 'lift', status: 'resolved' });
    const otherSociety = await raise(
      'Tower Q9 lift jammed here too',
      'lift',
      SEED.otherSocietyResidentId,
    );
    await loginAs(me);
    const found = await findSimilarConcerns({
      societyId: SEED.demoSocietyId,
      category: 'lift',
      text: 'Q9 lift jammed, children inside',
    });
    const ids = found.map((post) => post.id);
    expect(ids.slice(0, 2)).toEqual([closer.id, close.id]);
    expect(ids).not.toContain(otherCategory.id);
    expect(ids).not.toContain(resolved.id);
    expect(ids).not.toContain(otherSociety.id);
    expect(found.length).toBeLessThanOrEqual(3);
    expect(found[0].concern).toMatchObject({ category: 'lift', status: 'open' });
  });

  it('finds nothing for words no concern has', async () => {
    await loginAs(me);
    const found = await findSimilarConcerns({
      societyId: SEED.demoSocietyId,
      category: 'lift',
      text: 'zyxwv qutsr',
    });
    expect(found).toEqual([]);
  });

  it.each([
    ['/api/concerns/similar?category=lift&text=lift', 'societyId is required'],
    ['/api/concerns/similar?societyId=1&text=lift', 'category is required'],
    ['/api/concerns/similar?societyId=1&category=lift', 'text is required'],
    ['/api/concerns/similar?societyId=1&category=lifts&text=lift', /category/],
    [`/api/concerns/similar?societyId=1&category=lift&text=${'a'.repeat(501)}`, /500/],
  ])('answers %s with 400', async (path, message) => {
    await loginAs(me);
    await expectRejected(() => send('GET', path), 400, message);
  });
});
