import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { AuthResponse } from '@archive/domain/auth/auth.schema';
import type { ShareRecords } from '@archive/domain/sharing/share.schema';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import type { UserRole } from '@archive/domain/user/user-role';
import { organisationShown } from '@archive/domain/user/user-role';
import type { FastifyInstance } from 'fastify';
import type { MailPort } from '../../adapters/mail/mail-port';
import type { PasswordHasher } from '../../adapters/password-hasher/password-hasher';
import type { SessionRow, UserRow } from '../../db/schema-accounts';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthRepository } from './auth.repository';
import {
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MS,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_INACTIVITY_TIMEOUT_MS,
  SESSION_TOKEN_BYTES,
  SESSION_TOUCH_INTERVAL_MS,
} from './session-policy';

export interface AuthServiceDeps {
  repository: AuthRepository;
  /** Other modules' services, reached through the app (never their repositories). */
  users: FastifyInstance['users'];
  collections: FastifyInstance['collections'];
  hasher: PasswordHasher;
  mail: MailPort;
  clock: Clock;
  /** Share records (decision 036): waiting shares taken at register, both lists at sign-in. */
  shares: {
    claimWaiting: (userId: string, email: string) => Promise<void>;
    recordsFor: (userId: string) => Promise<ShareRecords>;
  };
}

export const RESET_CODE_MAIL_SUBJECT = 'Your Archive reset code';
export const PASSWORD_CHANGED_MAIL_SUBJECT = 'Your password was changed';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createResetCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function invalidResetCode(): AppError {
  return new AppError(401, 'RESET_CODE_INVALID', API_MESSAGES.resetCodeInvalid, 'resetCode');
}

export function createAuthService(deps: AuthServiceDeps) {
  const { repository, users, collections, hasher, mail, clock, shares } = deps;
  // Compared against when the e-mail is unknown, so both answers take as long.
  const dummyHash = hasher.hash(randomBytes(16).toString('base64url'));

  async function startSession(userId: string): Promise<string> {
    const token = randomBytes(SESSION_TOKEN_BYTES).toString('base64url');
    const now = clock();
    await repository.insertSession({
      tokenHash: hashToken(token),
      userId,
      now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_LIFETIME_MS),
    });
    return token;
  }

  async function authResponse(user: UserRow, token: string): Promise<AuthResponse> {
    return {
      // The sync cursor; 0 means "pull everything" until the sync module exists.
      lastSyncDate: 0,
      user: users.toApiUser(user, token),
      collections: await collections.listForUser(user.id),
      artists: [],
      artworks: [],
      shareRecords: await shares.recordsFor(user.id),
    };
  }

  return {
    async register(input: {
      email: string;
      password: string;
      role: UserRole;
      name: string;
      organisation?: { name: string } | undefined;
    }): Promise<AuthResponse> {
      const passwordHash = await hasher.hash(input.password);
      const user = await users.create({
        email: input.email,
        passwordHash,
        role: input.role,
        name: input.name,
        organisationName: organisationShown(input.role) ? (input.organisation?.name ?? '') : '',
      });
      try {
        await collections.createFirst(user.id, input.role);
        await shares.claimWaiting(user.id, user.email);
        const token = await startSession(user.id);
        return await authResponse((await users.findById(user.id)) ?? user, token);
      } catch (error) {
        // Leave no half-made account behind (the cascade removes what was created).
        await users.delete(user.id);
        throw error;
      }
    },

    async signIn(email: string, password: string): Promise<AuthResponse> {
      const user = await users.findByEmail(email);
      if (user === null) {
        await hasher.verify(await dummyHash, password);
        throw new AppError(404, 'NO_ACCOUNT', API_MESSAGES.noAccount, 'email');
      }
      if (!(await hasher.verify(user.passwordHash, password))) {
        throw new AppError(401, 'INVALID_PASSWORD', API_MESSAGES.invalidPassword, 'password');
      }
      const token = await startSession(user.id);
      // firstLogin is true in the first answer after registration only.
      if (user.firstLogin) await users.markSignedIn(user.id);
      return authResponse(user, token);
    },

    /** The live session and user of a bearer token, or null. */
    async authenticate(token: string): Promise<{ user: UserRow; session: SessionRow } | null> {
      const tokenHash = hashToken(token);
      const found = await repository.findSessionWithUser(tokenHash);
      if (found === null) return null;
      const { session, user } = found;
      const now = clock().getTime();
      const idle = now - session.lastUsedAt.getTime();
      if (now >= session.expiresAt.getTime() || idle >= SESSION_INACTIVITY_TIMEOUT_MS) {
        await repository.deleteSession(tokenHash);
        return null;
      }
      if (idle >= SESSION_TOUCH_INTERVAL_MS) await repository.touchSession(tokenHash, clock());
      return { user, session };
    },

    async signOut(session: SessionRow): Promise<void> {
      await repository.deleteSession(session.tokenHash);
    },

    /** Keeps the current session and ends every other one. */
    async changePassword(
      user: UserRow,
      session: SessionRow,
      currentPassword: string,
      newPassword: string,
    ): Promise<void> {
      if (!(await hasher.verify(user.passwordHash, currentPassword))) {
        throw new AppError(
          403,
          'CURRENT_PASSWORD_INCORRECT',
          API_MESSAGES.currentPasswordIncorrect,
          'currentPassword',
        );
      }
      await users.setPasswordHash(user.id, await hasher.hash(newPassword));
      await repository.deleteSessionsOfUser(user.id, session.tokenHash);
    },

    /** Sends a new 6-digit code, replacing any earlier one. */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (user === null) {
        throw new AppError(404, 'EMAIL_NOT_FOUND', API_MESSAGES.emailDoesNotExist, 'email');
      }
      const code = createResetCode();
      const now = clock();
      await repository.putResetCode({
        userId: user.id,
        codeHash: await hasher.hash(code),
        now,
        expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS),
      });
      await mail.send({
        to: user.email,
        subject: RESET_CODE_MAIL_SUBJECT,
        text: [
          `Hello ${user.name},`,
          '',
          `Your Archive reset code is ${code}`,
          '',
          `It works once and expires in ${RESET_CODE_TTL_MS / 60_000} minutes. If you did not ask to reset your password, you can ignore this e-mail; your password stays as it is.`,
        ].join('\n'),
      });
    },

    /** Sets the new password with a valid code; ends every session and tells the owner. */
    async resetPassword(email: string, resetCode: string, newPassword: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (user === null) {
        await hasher.verify(await dummyHash, resetCode);
        throw invalidResetCode();
      }
      const code = await repository.claimResetAttempt(user.id, clock(), RESET_CODE_MAX_ATTEMPTS);
      if (code === null || !(await hasher.verify(code.codeHash, resetCode))) {
        throw invalidResetCode();
      }
      if (!(await repository.markResetCodeUsed(user.id, code.codeHash, clock()))) {
        throw invalidResetCode();
      }
      await users.setPasswordHash(user.id, await hasher.hash(newPassword));
      await repository.deleteSessionsOfUser(user.id);
      await mail.send({
        to: user.email,
        subject: PASSWORD_CHANGED_MAIL_SUBJECT,
        text: [
          `Hello ${user.name},`,
          '',
          'The password of your Archive account was just changed with a reset code, and every device was signed out.',
          '',
          'If this was not you, reset your password again straight away and write to us.',
        ].join('\n'),
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
