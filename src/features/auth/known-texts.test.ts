import { ValidationError } from 'yup';
import { describe, expect, it } from 'vitest';
import { loginSchema, registerSchema } from '../../api/validation';
import { activateLanguage } from '../../lib/i18n/i18n';
import { KNOWN_TEXTS, translateKnown } from './known-texts';

/** Every message `schema` gives for `body`. */
function messages(schema: typeof registerSchema | typeof loginSchema, body: object): string[] {
  try {
    schema.validateSync(body, { strict: true, abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.errors;
  }
}

const long = (length: number) => 'x'.repeat(length);

describe('the texts the auth screens show from elsewhere', () => {
  it('know every message the login and register schemas give', () => {
    const bad = [
      { email: '', password: '', username: '', fullName: '' },
      { email: 'x', password: '123', username: 'ab', fullName: 'a', yearsLiving: 1.5 },
      {
        email: 'x@',
        password: '1',
        username: long(31),
        fullName: long(81),
        bio: long(301),
        flatNumber: long(21),
        yearsLiving: 0,
      },
      { email: 'a@b.in', password: 'secret', username: 'a b', fullName: 'Ab', yearsLiving: 99 },
    ];
    const given = new Set(
      bad.flatMap((body) => [...messages(registerSchema, body), ...messages(loginSchema, body)]),
    );
    expect(given.size).toBeGreaterThan(10);
    expect([...given].filter((text) => !KNOWN_TEXTS.includes(text))).toEqual([]);
  });

  it('are English in English and Hindi in Hindi; an unknown one stays as it is', async () => {
    expect(translateKnown('Invalid email address')).toBe('Invalid email address');
    await activateLanguage('hi');
    expect(translateKnown('Invalid email address')).toBe('ईमेल पता सही नहीं है');
    expect(translateKnown('Years living must be between 1 and 50')).toBe(
      'रहने के साल 1 से 50 के बीच होने चाहिए',
    );
    expect(translateKnown('Something else')).toBe('Something else');
  });
});
