// A form's message is in the language of the moment it is checked (docs/i18n.md).
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../lib/i18n/i18n';
import { loginSchema, registerSchema } from './validation';

const messageOf = (check: () => unknown) => {
  try {
    check();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the forms’ messages', () => {
  it('are Hindi while Hindi is active, English again after', async () => {
    const badLogin = () => loginSchema.validateSync({ email: 'not-an-email', password: 'secret1' });
    await activateLanguage('hi');
    expect(messageOf(badLogin)).toBe('ईमेल पता सही नहीं है');
    expect(
      messageOf(() =>
        registerSchema.validateSync({
          email: 'a@b.in',
          password: 'secret1',
          username: 'ravi',
          fullName: 'Ravi Kumar',
          yearsLiving: 99,
        }),
      ),
    ).toBe('रहने के साल 1 से 50 के बीच होने चाहिए');
    await activateLanguage('en');
    expect(messageOf(badLogin)).toBe('Invalid email address');
  });
});
