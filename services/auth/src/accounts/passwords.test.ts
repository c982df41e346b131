import { createPasswordHasher } from './passwords';

describe('password hashing', () => {
  const hasher = createPasswordHasher(4);

  it('matches the password it hashed and nothing else', async () => {
    const hash = await hasher.hash('calm-password-1');
    await expect(hasher.matches('calm-password-1', hash)).resolves.toBe(true);
    await expect(hasher.matches('calm-password-2', hash)).resolves.toBe(false);
  });

  it('tells apart long passphrases that differ only after bcrypt’s 72-byte limit', async () => {
    const shared = 'я'.repeat(40);
    const hash = await hasher.hash(`${shared}first`);
    await expect(hasher.matches(`${shared}second`, hash)).resolves.toBe(false);
  });

  it('never matches when there is no stored hash (unknown email, Google-only account)', async () => {
    await expect(hasher.matches('not a real password', null)).resolves.toBe(false);
  });
});
