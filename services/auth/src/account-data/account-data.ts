import {
  appNameSchema,
  type BillingUserData,
  type ContentExport,
  type DeleteAccountRequest,
  type Language,
  type UserExport,
} from '@steady/contracts';
import { techniqueOfTool } from '@steady/domain';
import { validationFailed, type Logger } from '@steady/service-common';
import type { UserDataClient } from './user-data-client';
import { findAccount, normalizeEmail } from '../accounts/accounts';
import type { AuthContext } from '../context';
import { confirmPassword, profileMessages } from '../profile/profile';
import { exportTrustedPerson } from '../trusted-person/trusted-person';
import { medicationLogForPeriod } from '../medications/medications';

/** The other services that hold data about a user. */
export interface OtherServicesData {
  content: UserDataClient<ContentExport>;
  billing: UserDataClient<BillingUserData>;
}

type Account = Awaited<ReturnType<typeof findAccount>>;

/** Who the user is and what they agreed to, from the account row. */
function profileAndConsents(user: Account): Pick<UserExport, 'profile' | 'consents'> {
  return {
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      memberSince: user.created_at,
      signsInWithGoogle: user.google_id !== null,
      googlePhotoUrl: user.photo,
      hasUploadedPhoto: user.photo_uploaded_at !== null,
      theme: user.theme,
      guestProgressClaimedAt: user.guest_progress_claimed_at,
    },
    consents: {
      termsAcceptedAt: user.terms_accepted_at,
      healthDataConsentAt: user.health_data_consent_at,
    },
  };
}

/** Auth's own rows about the user's practice, read side by side. */
async function readActivity(context: AuthContext, userId: string) {
  const { accountData } = context.store;
  const [progress, settings, history, completions, journal, safetyPlan, trustedPerson, medications, account] =
    await Promise.all([
      context.store.progress.find(userId),
      context.store.settings.find(userId),
      accountData.history(userId),
      accountData.completions(userId),
      accountData.journal(userId),
      context.store.safetyPlan.find(userId),
      exportTrustedPerson(context, userId),
      medicationLogForPeriod(context, userId),
      accountData.records(userId, context.refreshLifetimeSeconds),
    ]);
  return {
    progress,
    settings,
    history,
    completions,
    journal,
    safetyPlan,
    trustedPerson,
    medications,
    account,
  };
}

/** The rows with every technique id's name from the catalogue beside it. */
function namedActivity(
  activity: Awaited<ReturnType<typeof readActivity>>,
  techniqueNames: ContentExport['techniqueNames'],
): Omit<UserExport, 'exportedAt' | 'language' | 'profile' | 'consents' | 'content' | 'billing'> {
  const { progress, history, completions, journal, account } = activity;
  const nameOf = (techniqueId: string) => techniqueNames[techniqueId] ?? null;
  const withTechniqueNames = <Row extends { techniques: string[] }>(row: Row) => ({
    ...row,
    techniqueNames: row.techniques.map(nameOf),
  });
  // A reminder names its tool by app name; the catalogue's technique for that tool gives the title.
  const toolName = (tool: string | null) => {
    const appName = appNameSchema.safeParse(tool);
    return appName.success ? nameOf(techniqueOfTool(appName.data).techniqueId) : null;
  };
  return {
    progress: progress
      ? { ...progress, completedTechniqueNames: progress.completedTechniques.map(nameOf) }
      : null,
    settings: activity.settings,
    history: history.map(withTechniqueNames),
    techniqueCompletions: completions.map((completion) => ({
      ...completion,
      techniqueName: nameOf(completion.techniqueId),
    })),
    journal: journal.map(withTechniqueNames),
    safetyPlan: activity.safetyPlan,
    trustedPerson: activity.trustedPerson,
    medications: activity.medications,
    account: {
      ...account,
      reminders: account.reminders.map((reminder) => ({
        ...reminder,
        suggestedToolName: toolName(reminder.suggestedTool),
      })),
    },
  };
}

/**
 * Everything Steady holds about the user: auth's own rows, then content's and billing's through their APIs.
 * Every technique, track and question code has its name in `language` beside it; content, which holds
 * the catalogue, gives the names of auth's technique ids too.
 */
export async function exportUserData(
  context: AuthContext,
  others: OtherServicesData,
  userId: string,
  language: Language,
): Promise<UserExport> {
  const user = await findAccount(context, userId);
  const [activity, { techniqueNames, ...content }, billing] = await Promise.all([
    readActivity(context, userId),
    others.content.export(userId, language),
    others.billing.export(userId, language),
  ]);
  return {
    exportedAt: context.now().toISOString(),
    language,
    ...profileAndConsents(user),
    ...namedActivity(activity, techniqueNames),
    content,
    billing,
  };
}

/**
 * Deletes the account once the password confirms it (a Google-only account has none: its email, typed out,
 * confirms instead). The other services go first: if one cannot be reached nothing is lost and the user
 * can try again; the account itself goes last, and with it every token of it stops working. Then the local
 * outbox forgets every mail about it: nothing left on this server names the user.
 */
export async function deleteAccount(
  context: AuthContext,
  others: OtherServicesData,
  userId: string,
  request: DeleteAccountRequest,
  logger: Logger,
): Promise<void> {
  const user = await findAccount(context, userId);
  const failure = {
    field: 'password',
    message: profileMessages.wrongPassword,
    reason: 'wrong_password',
  } as const;
  if (user.password_hash !== null) await confirmPassword(context, user, request.password, failure);
  else if (normalizeEmail(request.password) !== user.email) {
    throw validationFailed(failure.message, {
      reason: failure.reason,
      fields: { password: failure.message },
    });
  }
  await others.billing.erase(userId);
  await others.content.erase(userId);
  await context.store.transaction(({ accountData }) => accountData.erase(userId));
  // Mails kept in the local outbox name the user too; the account is gone, so a failure here only logs.
  await context.mailer.forget({ userId, email: user.email }).catch((error: unknown) => {
    logger.error({ err: error }, 'Account deleted, but mails about it are still in the local outbox');
  });
}
