import type { EntitlementClient, KeyCipher, Mailer } from '@steady/service-common';
import type { PasswordHasher } from './accounts/passwords';
import type { AuthStore } from './database/auth-store';
import type { TokenService } from './tokens/token-service';

/** What every handler works with; built once in app.ts, replaced piece by piece in tests. */
export interface AuthContext {
  store: AuthStore;
  tokens: TokenService;
  /** Encrypts the private keys kept in the database (KEY_ENCRYPTION_SECRET). */
  keyCipher: KeyCipher;
  passwords: PasswordHasher;
  entitlements: EntitlementClient;
  now: () => Date;
  /** How long a session lasts without being used; each refresh starts it again. */
  refreshLifetimeSeconds: number;
  mailer: Mailer;
  /** Where support requests are mailed (SUPPORT_EMAIL). */
  supportEmail: string;
}
