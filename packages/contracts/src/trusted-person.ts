// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { emailField, invisibleCharacters, personNameSchema, validationMessages } from './auth';
import { languageSchema } from './domain';

/**
 * A trusted person (issue 32, part 3): one person a user names, who is mailed once to ask whether they
 * agree, and after that only what the user sends on purpose and, if both choose it, a weekly note.
 */
export const trustedPersonPath = '/api/trusted-person';
export const trustedPersonPaths = {
  weekly: `${trustedPersonPath}/weekly`,
  message: `${trustedPersonPath}/message`,
  /** The mailed links' endpoints: no sign-in, only the single-purpose token. */
  invitation: `${trustedPersonPath}/invitation`,
  reply: `${trustedPersonPath}/reply`,
  stop: `${trustedPersonPath}/stop`,
  weeklyNotes: `${trustedPersonPath}/weekly-notes`,
} as const;

/** The pages the trusted person's mailed links open (mf-account owns them). */
export const trustedPersonLinkPaths = {
  reply: '/trusted-person/reply',
  stop: '/trusted-person/stop',
  weeklyNotes: '/trusted-person/weekly-notes',
} as const;

export const trustedPersonLimits = {
  messageLength: 600,
  weeklyLineLength: 200,
  /** Rough-moment messages a user can send in any 24 hours. */
  messagesPerDay: 3,
} as const;

const trustedPersonStatuses = ['waiting', 'agreed', 'declined', 'stopped'] as const;
export const trustedPersonStatusSchema = z.enum(trustedPersonStatuses);
export type TrustedPersonStatus = z.infer<typeof trustedPersonStatusSchema>;

const lineMessages = {
  tooLong: validationMessages.tooLong,
  empty: validationMessages.required,
};

/** One line, no line breaks or control characters. */
const oneLine = (maximumLength: number) =>
  z.string().check(
    z.trim(),
    z.maxLength(maximumLength, lineMessages.tooLong),
    z.refine((line) => !invisibleCharacters.test(line), validationMessages.invisibleCharacters),
  );

/** `POST /api/trusted-person`: name a person; Steady mails them once to ask. */
export const nameTrustedPersonRequestSchema = z.object({
  /** The trusted person's name, as the user calls them. */
  name: personNameSchema,
  email: emailField,
  /** The language every mail to this person is written in. */
  language: languageSchema,
  /** The user's own name as the person knows it: the mails say who is asking. */
  yourName: personNameSchema,
});
export type NameTrustedPersonRequest = z.infer<typeof nameTrustedPersonRequestSchema>;

/** `PUT /api/trusted-person/weekly`: the user's side of the weekly note, and the line they may add. */
export const trustedPersonWeeklyRequestSchema = z.object({
  weekly: z.boolean(),
  line: z._default(oneLine(trustedPersonLimits.weeklyLineLength), ''),
});
export type TrustedPersonWeeklyRequest = z.input<typeof trustedPersonWeeklyRequestSchema>;

/** `GET /api/trusted-person`: the user's trusted person, or null. */
const trustedPersonSchema = z.object({
  name: z.string(),
  email: z.string(),
  language: languageSchema,
  yourName: z.string(),
  status: trustedPersonStatusSchema,
  askedAt: z.string(),
  answeredAt: z.nullable(z.string()),
  /** The user ticked the weekly note. */
  weekly: z.boolean(),
  /** The trusted person agreed to weekly notes. */
  personWantsWeekly: z.boolean(),
  weeklyLine: z.string(),
  /** Rough-moment messages the user can still send in the last 24 hours. */
  messagesLeft: z.number(),
});
export type TrustedPerson = z.infer<typeof trustedPersonSchema>;
export const trustedPersonResponseSchema = z.object({ person: z.nullable(trustedPersonSchema) });
export type TrustedPersonResponse = z.infer<typeof trustedPersonResponseSchema>;

/** `POST /api/trusted-person/message`: the user's words, sent only on this request. */
export const trustedPersonMessageRequestSchema = z.object({
  text: z.string({ error: validationMessages.required }).check(
    z.trim(),
    z.minLength(1, lineMessages.empty),
    z.maxLength(trustedPersonLimits.messageLength, lineMessages.tooLong),
    // Line breaks are the user's own; other control characters are not.
    z.refine(
      (text) => !/[\p{Cc}\p{Zl}\p{Zp}]/u.test(text.replace(/\r?\n/g, '')),
      validationMessages.invisibleCharacters,
    ),
  ),
});
export type TrustedPersonMessageRequest = z.infer<typeof trustedPersonMessageRequestSchema>;
export const trustedPersonMessageResponseSchema = z.object({
  sent: z.literal(true),
  messagesLeft: z.number(),
});

/** A mailed token: 43 base64url characters (32 random bytes). */
const tokenField = z.string({ error: validationMessages.required }).check(z.regex(/^[\w-]{43}$/));

/** The trusted person's links: the token alone says which person and what it may do. */
export const trustedPersonTokenRequestSchema = z.object({ token: tokenField });

/** `POST /api/trusted-person/invitation`: who asks, for the reply page. */
export const trustedPersonInvitationSchema = z.object({
  askedBy: z.string(),
  status: trustedPersonStatusSchema,
  language: languageSchema,
});
export type TrustedPersonInvitation = z.infer<typeof trustedPersonInvitationSchema>;

/** `POST /api/trusted-person/reply`: the trusted person's answer; `weekly` only means something with agree. */
export const trustedPersonReplyRequestSchema = z.object({
  token: tokenField,
  answer: z.enum(['agree', 'decline']),
  weekly: z._default(z.boolean(), false),
});
export const trustedPersonReplyResponseSchema = z.object({ status: trustedPersonStatusSchema });

/** What the user's export holds about their trusted person and the messages sent (never their text). */
export const trustedPersonExportSchema = z.object({
  person: z.nullable(z.omit(trustedPersonSchema, { messagesLeft: true })),
  messagesSentAt: z.array(z.string()),
  weeklyNotesSentAt: z.array(z.string()),
});
