import { supportReplyBusinessDays, type SupportRequest, type SupportRequestReceipt } from '@steady/contracts';
import { asOneLine, type Logger } from '@steady/service-common';
import { findAccount } from '../accounts/accounts';
import type { AuthContext } from '../context';

/**
 * Stores the request, then mails it to the support address with the user's address to reply to. The
 * request is kept even when the mail fails (`mailed_at` stays empty, and the log says so), so nothing the
 * user wrote is lost. Premium requests are marked priority.
 */
export async function createSupportRequest(
  context: AuthContext,
  userId: string,
  request: SupportRequest,
  logger: Logger,
): Promise<SupportRequestReceipt> {
  const user = await findAccount(context, userId);
  const priority = (await context.entitlements.statusOf(userId)) === 'active';
  const createdAt = context.now().toISOString();
  const id = await context.store.supportRequests.insert({ userId, ...request, priority, createdAt });
  const replyWithinBusinessDays = priority
    ? supportReplyBusinessDays.priority
    : supportReplyBusinessDays.standard;
  try {
    // For the support team, who work in English; the user's own words are quoted as written.
    await context.mailer.send({
      to: context.supportEmail,
      replyTo: user.email,
      userId: user.id,
      subject: `${priority ? '[Priority] ' : ''}Support request #${id}: ${request.topic}`,
      text: [
        `From: ${asOneLine(user.name)} <${asOneLine(user.email)}> (user ${user.id})`,
        `Plan: ${priority ? 'Premium — priority' : 'free'}; reply within ${replyWithinBusinessDays} business day(s)`,
        `Topic: ${request.topic}`,
        `Received: ${createdAt}`,
        '',
        request.message,
      ].join('\n'),
    });
    await context.store.supportRequests.markMailed(id, context.now().toISOString());
  } catch (error) {
    logger.error({ err: error, supportRequestId: id }, 'Support request stored but not mailed');
  }
  return { id, priority, replyWithinBusinessDays };
}
