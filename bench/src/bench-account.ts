import { registerResponseSchema } from '@steady/contracts';

/** Registers a fresh account on the stack at `baseUrl` and answers its access token. */
export async function registerBenchAccount(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench',
      email: `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: 'calm-password-1',
      acceptedTerms: true,
    }),
  });
  if (!response.ok) throw new Error(`Registering the bench's account answered ${response.status}`);
  return registerResponseSchema.parse(await response.json()).token;
}
