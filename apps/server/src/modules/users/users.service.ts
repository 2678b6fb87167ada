import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import type { PlanId } from '@archive/domain/plans/plans';
import type { User } from '@archive/domain/user/user.schema';
import { PAYMENT_STATUSES, type PaymentStatus } from '@archive/domain/user/user.schema';
import { USER_ROLES, type UserRole } from '@archive/domain/user/user-role';
import {
  EMAIL_CHANGED_MAIL_SUBJECT,
  emailChangedMailText,
} from '@archive/domain/user/account-mail.messages';
import { FORM_MESSAGES } from '@archive/domain/messages/form-messages';
import { isEmailChange } from '@archive/domain/user/user.rules';
import type { FastifyBaseLogger } from 'fastify';
import type { MailPort } from '../../adapters/mail/mail-port';
import type { PasswordHasher } from '../../adapters/password-hasher/password-hasher';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { NewUserRow, UserRow } from '../../db/schema-accounts';
import { AppError } from '../../lib/app-error';
import { recordNotFound } from '../../lib/record-not-found';
import { toApiOrganisation } from './user-organisation';
import type { UsersRepository } from './users.repository';
import { DAY_MS } from '@archive/domain/app/durations';
import { APP_VERSION } from '@archive/domain/app/app-constants';
import { mergeSettings, type UpdateSettingsBody } from '@archive/domain/helpers/helpers.schema';

/** The helpers' part of the user's settings (decision 040). */
export interface HelperSettings {
  walkthroughsDone: string[];
  toursSeen: string[];
  changelogVersionSeen: string;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  role: UserRole;
  name: string;
  organisationName: string;
}

function asRole(value: string): UserRole {
  return (USER_ROLES as readonly string[]).includes(value) ? (value as UserRole) : 'collector';
}

function asPaymentStatus(value: string): User['account']['paymentStatus'] {
  const statuses: readonly string[] = PAYMENT_STATUSES;
  return statuses.includes(value) ? (value as User['account']['paymentStatus']) : 'NONE';
}

/**
 * The user as the API returns it (domain userSchema). The session token is only ever filled
 * in by sign-in and register; every other answer carries an empty token.
 */
export function toApiUser(row: UserRow, token = ''): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: asRole(row.role),
    address: {
      addressLine1: row.addressLine1,
      city: row.city,
      postalCode: row.postalCode,
      country: row.country,
    },
    settings: {
      defaultCurrency: row.defaultCurrency,
      walkthroughsDone: row.walkthroughsDone,
      toursSeen: row.toursSeen,
      changelogVersionSeen: row.changelogVersionSeen,
    },
    account: {
      activePlan: row.activePlan,
      accessLevel: row.accessLevel,
      customerId: row.customerId,
      paymentStatus: asPaymentStatus(row.paymentStatus),
    },
    organisation: toApiOrganisation(row),
    session: { token, firstLogin: row.firstLogin, unseenShareRecords: row.unseenShareRecords },
    forceSignout: row.forceSignout,
    dateCreated: row.createdAt.toISOString(),
  };
}

function accountExists(): AppError {
  return new AppError(409, 'ACCOUNT_EXISTS', API_MESSAGES.accountExists, 'email');
}

/** What billing keeps on the user row, so GET /v1/me and sign-in answer it. */
export interface AccountChanges {
  activePlan?: string;
  accessLevel?: number;
  paymentStatus?: PaymentStatus;
  customerId?: string;
}

export interface AddressChanges {
  addressLine1: string;
  city: string;
  postalCode: string;
  country: string;
}

export interface UsersServiceDeps {
  repository: UsersRepository;
  clock: Clock;
  hasher: PasswordHasher;
  mail: MailPort;
  log: FastifyBaseLogger;
}

export interface ProfileChanges {
  name?: string | undefined;
  email?: string | undefined;
  currentPassword?: string | undefined;
}

/** 403 on the current password field: missing, or not the account's password. */
function currentPasswordError(message: string): AppError {
  return new AppError(403, 'CURRENT_PASSWORD_INCORRECT', message, 'currentPassword');
}

/** Removes what one module keeps of a deleted account outside the database. */
export type AccountCleanUp = (userId: string) => Promise<void>;

export function createUsersService(deps: UsersServiceDeps) {
  const { repository, clock, hasher, mail, log } = deps;
  const accountCleanUps: AccountCleanUp[] = [];

  /** Tells the old address; the change stands even when the mail cannot go (it is logged). */
  async function tellOldAddress(before: UserRow, after: UserRow): Promise<void> {
    try {
      await mail.send({
        to: before.email,
        subject: EMAIL_CHANGED_MAIL_SUBJECT,
        text: emailChangedMailText(after.name, after.email),
      });
    } catch (error) {
      log.error({ err: error, userId: before.id }, 'Could not tell the old address of a change');
    }
  }

  return {
    toApiUser,
    findByEmail: (email: string) => repository.findByEmail(email),
    findById: (id: string) => repository.findById(id),
    findByCustomerId: (customerId: string) => repository.findByCustomerId(customerId),
    /** Sets or clears session.unseenShareRecords inside the caller's transaction. */
    setUnseenShareRecords: (tx: Db, userId: string, value: boolean) =>
      repository.setUnseenShareRecords(tx, userId, value),

    /** Billing: the plan, access level, payment status and provider customer id. */
    async setAccount(userId: string, changes: AccountChanges): Promise<void> {
      await repository.update(userId, changes, clock());
    },

    toApiOrganisation,

    /** The organisation module: the organisation's columns; null when the user is gone. */
    setOrganisation(userId: string, changes: Partial<NewUserRow>): Promise<UserRow | null> {
      return repository.update(userId, changes, clock());
    },

    /** Billing: the billing address entered with the card. */
    async setAddress(userId: string, address: AddressChanges): Promise<void> {
      await repository.update(userId, address, clock());
    },

    /** Test support: makes the account `days` older (the trial depends on its age). */
    async backdate(email: string, days: number): Promise<UserRow> {
      const row = await repository.findByEmail(email);
      if (row === null) throw new AppError(404, 'NOT_FOUND', API_MESSAGES.notFound, 'email');
      const createdAt = new Date(row.createdAt.getTime() - days * DAY_MS);
      const updated = await repository.update(row.id, { createdAt }, clock());
      if (updated === null) throw new AppError(404, 'NOT_FOUND', API_MESSAGES.notFound, 'email');
      return updated;
    },

    /** Throws 409 ACCOUNT_EXISTS when the address is taken, even by a concurrent request. */
    async create(user: NewUser): Promise<UserRow> {
      const row = await repository.insert({
        email: user.email,
        passwordHash: user.passwordHash,
        role: user.role,
        name: user.name,
        organisationName: user.organisationName,
        // A new account has no update to be told about: the changelog is for later versions.
        changelogVersionSeen: APP_VERSION,
      });
      if (row === null) throw accountExists();
      return row;
    },

    async lookUp(email: string): Promise<{ exists: boolean; active: boolean }> {
      const row = await repository.findByEmail(email);
      // No deactivation exists yet: an account that exists is active.
      return { exists: row !== null, active: row !== null };
    },

    /** PATCH /v1/user/settings: merged under a row lock (decision 040); null when gone. */
    updateSettings(userId: string, change: UpdateSettingsBody): Promise<UserRow | null> {
      return repository.updateLocked(
        userId,
        (row) => {
          const merged = mergeSettings(toApiUser(row).settings, change);
          return {
            defaultCurrency: merged.defaultCurrency,
            walkthroughsDone: merged.walkthroughsDone,
            toursSeen: merged.toursSeen,
            changelogVersionSeen: merged.changelogVersionSeen,
          };
        },
        clock(),
      );
    },

    /** Test routes only: sets the helpers' settings as given (they only ever grow otherwise). */
    async setSettingsForTests(email: string, settings: HelperSettings): Promise<UserRow> {
      const row = await repository.findByEmail(email);
      const updated = row && (await repository.update(row.id, settings, clock()));
      if (!updated) throw new AppError(404, 'NOT_FOUND', API_MESSAGES.notFound, 'email');
      return updated;
    },

    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await repository.update(userId, { passwordHash }, clock());
    },

    async markSignedIn(userId: string): Promise<void> {
      await repository.update(userId, { firstLogin: false }, clock());
    },

    /**
     * Name and e-mail address. A new address needs the current password (decision 021), and
     * the old address is told once the change is made.
     */
    async updateProfile(user: UserRow, changes: ProfileChanges): Promise<UserRow> {
      const userId = user.id;
      const emailChange = isEmailChange(user.email, changes.email);
      if (emailChange) {
        const password = changes.currentPassword ?? '';
        if (password === '') throw currentPasswordError(FORM_MESSAGES.noCurrentPassword);
        if (!(await hasher.verify(user.passwordHash, password))) {
          throw currentPasswordError(API_MESSAGES.currentPasswordIncorrect);
        }
      }
      if (changes.email !== undefined) {
        const owner = await repository.findByEmail(changes.email);
        if (owner !== null && owner.id !== userId) throw accountExists();
      }
      const patch: { name?: string; email?: string } = {};
      if (changes.name !== undefined) patch.name = changes.name;
      if (changes.email !== undefined) patch.email = changes.email;
      try {
        const row = await repository.update(userId, patch, clock());
        if (row === null) throw recordNotFound();
        if (emailChange) await tellOldAddress(user, row);
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) throw accountExists();
        throw error;
      }
    },

    /** Removes a half-made account (registration that failed after the row was written). */
    async delete(userId: string): Promise<void> {
      await repository.delete(userId);
    },

    /**
     * Deletes the account once its current password is given (decision 046); the rows of every
     * module go with it (foreign keys cascade). Files are the caller's to remove afterwards.
     */
    async deleteAccount(user: UserRow, currentPassword: string): Promise<void> {
      if (!(await hasher.verify(user.passwordHash, currentPassword))) {
        throw currentPasswordError(API_MESSAGES.currentPasswordIncorrect);
      }
      await repository.delete(user.id);
    },

    /** Other modules' clean-up of what they keep outside the database (exports' files). */
    onAccountDeleted(cleanUp: AccountCleanUp): void {
      accountCleanUps.push(cleanUp);
    },

    /** Runs every registered clean-up; one failing does not stop the others (logged). */
    async cleanUpDeletedAccount(userId: string, requestLog: FastifyBaseLogger): Promise<void> {
      for (const cleanUp of accountCleanUps) {
        try {
          await cleanUp(userId);
        } catch (error) {
          requestLog.error({ err: error }, "Removing a deleted account's files failed");
        }
      }
    },

    /** Test support and, later, billing: gives the account a plan and access level 1. */
    async grantPlan(email: string, plan: PlanId | undefined): Promise<UserRow> {
      const row = await repository.findByEmail(email);
      if (row === null) throw new AppError(404, 'NOT_FOUND', API_MESSAGES.notFound, 'email');
      const updated = await repository.update(
        row.id,
        {
          activePlan: plan ?? `${asRole(row.role)}-monthly`,
          accessLevel: 1,
          paymentStatus: 'ACTIVE',
        },
        clock(),
      );
      if (updated === null) throw new AppError(404, 'NOT_FOUND', API_MESSAGES.notFound, 'email');
      return updated;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

/** PostgreSQL's unique_violation, whether the driver error is wrapped (drizzle) or not. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
