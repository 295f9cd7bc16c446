import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

// Accounts: companies, their team members, job seekers, and what signing in keeps.

export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  /** Stored trimmed and lower-cased, so uniqueness is case-insensitive. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** Storage key of the public logo. */
  imageKey: text('image_key').notNull(),
  /** When the company followed the link mailed at registration; null until then. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /**
   * Tokens issued before this (epoch seconds, a token's `iat`) are refused: a password reset
   * ends every other session this way.
   */
  sessionsValidFrom: bigint('sessions_valid_from', { mode: 'number' }).notNull().default(0),
  /**
   * When the owner deleted the company; the row then holds nothing of it and stays only so that
   * the applications to its jobs stay for their applicants (decision 0043).
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  ...timestamps,
});

/**
 * The people of a company besides its owner (the company account itself), and the invitations
 * still pending: an invitation is a row without a password, turned into a member on acceptance.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Stored trimmed and lower-cased; one person, one company. */
    email: text('email').notNull().unique(),
    name: text('name'),
    /** Null while the invitation is pending. */
    passwordHash: text('password_hash'),
    role: text('role').$type<'admin' | 'recruiter' | 'viewer'>().notNull(),
    /** SHA-256 of the mailed single-use token; null once used. */
    inviteTokenHash: text('invite_token_hash').unique(),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    /**
     * As companies.sessions_valid_from: a password reset ends the member's older sessions. A role
     * change needs no such end: every request reads the role afresh (memberAdmits).
     */
    sessionsValidFrom: bigint('sessions_valid_from', { mode: 'number' }).notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('company_members_company_idx').on(t.companyId),
    check('company_members_role_check', sql`${t.role} in ('admin', 'recruiter', 'viewer')`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Set for users who sign in through Clerk. */
    clerkId: text('clerk_id').unique(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    image: text('image').notNull().default(''),
    /** Storage key of the private resume; null when there is none. */
    resumeKey: text('resume_key'),
    /**
     * The resume's file name as uploaded, shown back to its owner; null when there is none, or for
     * one uploaded before names were kept.
     */
    resumeName: text('resume_name'),
    /** When the resume was uploaded (epoch ms); null as for `resumeName`. */
    resumeUploadedAt: bigint('resume_uploaded_at', { mode: 'number' }),
    /** Clerk's `updated_at` of the last profile applied: older webhook events are ignored. */
    clerkUpdatedAt: bigint('clerk_updated_at', { mode: 'number' }),
    /** As the company's: built-in tokens issued before this (epoch seconds) are refused. */
    sessionsValidFrom: bigint('sessions_valid_from', { mode: 'number' }).notNull().default(0),
    /**
     * When the person deleted their account; the row then holds nothing of them and stays only so
     * that the companies keep their applications, as "Deleted applicant" (decision 0043).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  // A resume's link names its file only: its download is named after the person found here.
  (t) => [
    index('users_resume_key_idx')
      .on(t.resumeKey)
      .where(sql`${t.resumeKey} is not null`),
  ],
);

/** Clerk ids whose user was deleted: neither a late webhook nor a still-valid token revives one. */
export const deletedClerkUsers = pgTable('deleted_clerk_users', {
  clerkId: text('clerk_id').primaryKey(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** svix ids of handled webhook deliveries, kept for the signature's tolerance window. */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  svixId: text('svix_id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Tokens ended by logout before their expiry, by a hash of the token (never the token itself),
 * kept until they would have expired anyway. Every process reads the same table.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** Epoch milliseconds: past this the token is refused for its expiry, and the row can go. */
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/** Built-in sign-in credentials, kept apart from the profile. */
export const userCredentials = pgTable('user_credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  ...timestamps,
});

/**
 * Single-use links mailed to an account: password resets and the company's email
 * verification. Only a hash of the token is kept; a used or expired row is refused.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    /** 'company-reset', 'member-reset', 'user-reset' or 'company-verify'. */
    purpose: text('purpose').notNull(),
    /** The company's, the team member's or the user's id. */
    subjectId: uuid('subject_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Epoch milliseconds. */
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    usedAt: bigint('used_at', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_tokens_subject_idx').on(t.subjectId, t.purpose)],
);
