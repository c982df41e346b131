import * as z from 'zod/mini';
import {
  claimGuestProgressRequestSchema,
  createSubscriptionRequestSchema,
  historyQuerySchema,
  registerFormSchema,
  techniquesQuerySchema,
  validationMessages,
} from './index';

/** The first message per field, as the API and the forms report it. */
function firstMessages(result: { success: boolean; error?: z.core.$ZodError }): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

const registerForm = {
  name: 'Ann',
  email: 'ann@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('contracts on zod/mini', () => {
  it('reports the spec §5 messages of the register form in the same order as before', () => {
    expect(
      firstMessages(registerFormSchema.safeParse({ ...registerForm, password: '', confirmPassword: '' })),
    ).toEqual({
      password: validationMessages.required,
    });
    expect(
      firstMessages(
        registerFormSchema.safeParse({ ...registerForm, password: 'abc', confirmPassword: 'abc' }),
      ),
    ).toEqual({ password: validationMessages.passwordLength });
    expect(
      firstMessages(registerFormSchema.safeParse({ ...registerForm, confirmPassword: 'other' })),
    ).toEqual({
      confirmPassword: validationMessages.passwordMatch,
    });
    expect(firstMessages(registerFormSchema.safeParse({ ...registerForm, email: ' not-an-email ' }))).toEqual(
      {
        email: validationMessages.emailFormat,
      },
    );
    expect(registerFormSchema.safeParse({ ...registerForm, name: '  Ann  ' })).toMatchObject({
      success: true,
      data: { name: 'Ann' },
    });
  });

  it("keeps classic zod's English texts for built-in issues, which zod/mini alone would answer with 'Invalid input'", () => {
    expect(firstMessages(historyQuerySchema.safeParse({ limit: '0' }))).toEqual({
      limit: 'Too small: expected number to be >=1',
    });
    expect(firstMessages(techniquesQuerySchema.safeParse({ ids: ',' }))).toEqual({
      ids: 'ids must name at least one technique',
    });
    expect(
      firstMessages(claimGuestProgressRequestSchema.safeParse({ progress: {}, history: 'x' })),
    ).toMatchObject({
      'progress.xp': 'Invalid input: expected number, received undefined',
      history: 'Invalid input: expected array, received string',
    });
  });

  it('applies defaults and coercion as before', () => {
    expect(historyQuerySchema.parse({})).toEqual({ limit: 100 });
    expect(historyQuerySchema.parse({ limit: '20' })).toEqual({ limit: 20 });
    expect(techniquesQuerySchema.parse({ ids: 'a,,b' })).toEqual({ ids: ['a', 'b'], lang: 'en' });
    const first = createSubscriptionRequestSchema.parse(undefined);
    expect(first).toEqual({});
    expect(createSubscriptionRequestSchema.parse(undefined)).not.toBe(first);
  });
});
