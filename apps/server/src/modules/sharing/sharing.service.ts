import { randomUUID } from 'node:crypto';
import { DAY_MS } from '@archive/domain/app/durations';
import { emptyArtworkValues, type Artwork } from '@archive/domain/artworks/artwork.schema';
import {
  DEFAULT_CURRENCY,
  emptyMoney,
  isCurrency,
  type Currency,
} from '@archive/domain/artworks/money';
import { derivativeUrl } from '@archive/domain/images/image-limits';
import { SHARE_MAIL_MESSAGES, SHARE_MESSAGES } from '@archive/domain/sharing/share.messages';
import {
  SHARE_INVITATIONS_PER_DAY,
  sharedValues,
  type ActiveShareSource,
  type SaveSharedResponse,
  type SharedArtwork,
  type ShareParty,
  type ShareRecord,
  type ShareRecords,
  type shareRequestSchema,
  type ShareResponse,
  type WithdrawShareResponse,
} from '@archive/domain/sharing/share.schema';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { MailPort } from '../../adapters/mail/mail-port';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema-accounts';
import type { StoredArtworkImage } from '../../db/schema-artworks';
import { AppError } from '../../lib/app-error';
import { newImageKey } from '../../lib/image-keys';
import { recordNotFound } from '../../lib/record-not-found';
import type { Clock } from '../../lib/clock';
import type { SharingRepository, StoredShare } from './sharing.repository';

type ShareBody = z.output<typeof shareRequestSchema>;

export interface SharingServiceDeps {
  db: Db;
  repository: SharingRepository;
  /** Other modules' services, reached through the app (never their repositories). */
  users: FastifyInstance['users'];
  artworks: FastifyInstance['artworks'];
  collections: FastifyInstance['collections'];
  files: Pick<FastifyInstance['files'], 'copyImage' | 'publicUrl'>;
  sync: Pick<FastifyInstance['sync'], 'logChange'>;
  mail: MailPort;
  clock: Clock;
  /** PUBLIC_URL: the link in the mails. */
  appUrl: string;
}

/** A share checked and built before its transaction opens (PGlite has one connection). */
export interface PreparedShare {
  record: ShareRecord;
  senderId: string;
  recipientId: string | null;
  recipientEmail: string;
  invited: boolean;
  artworkIds: string[];
}

interface SaveItem {
  source: Artwork;
  showPrice: boolean;
  activeShareSource: ActiveShareSource;
}

export interface PreparedSave {
  editor: {
    id: string;
    name: string;
    collections: Awaited<ReturnType<FastifyInstance['collections']['listForUser']>>;
  };
  collectionId: string;
  currency: Currency;
  items: SaveItem[];
}

/**
 * A shared work as the recipient sees it (docs/decisions/037): the shown fields only, the
 * images as their derivatives' addresses, the price only when the share shows it.
 */
export function projectArtwork(artwork: Artwork, sharePrice: boolean): SharedArtwork {
  const values = artwork.artworkValues;
  return {
    id: artwork.id,
    artist: artwork.artist,
    ...sharedValues(values),
    status: artwork.status,
    images: artwork.images.map((image) => ({
      preview: derivativeUrl(image.url, 'preview'),
      medium: derivativeUrl(image.url, 'medium'),
    })),
    ...(sharePrice ? { price: values.price } : {}),
  };
}

function party(user: Pick<UserRow, 'name' | 'email'>): ShareParty {
  return user.name.trim() === '' ? { email: user.email } : { name: user.name, email: user.email };
}

export function createSharingService(deps: SharingServiceDeps) {
  const { db, repository, users, artworks, collections, files, sync, mail, clock, appUrl } = deps;

  /** Records as the API sends them: each work read live from its sender's archive. */
  async function toRecords(stored: StoredShare[]): Promise<ShareRecord[]> {
    const idsBySender = new Map<string, Set<string>>();
    for (const share of stored) {
      const ids = idsBySender.get(share.senderId) ?? new Set<string>();
      for (const id of share.artworkIds) ids.add(id);
      idsBySender.set(share.senderId, ids);
    }
    const works = new Map<string, Artwork>();
    for (const [senderId, ids] of idsBySender) {
      for (const [id, artwork] of await artworks.findOwn(senderId, [...ids]))
        works.set(id, artwork);
    }
    const people = new Map<string, ShareParty | null>();
    async function person(id: string): Promise<ShareParty | null> {
      if (!people.has(id)) {
        const row = await users.findById(id);
        people.set(id, row === null ? null : party(row));
      }
      return people.get(id) ?? null;
    }
    const records: ShareRecord[] = [];
    for (const share of stored) {
      const sender = await person(share.senderId);
      if (sender === null) continue;
      const recipient = share.recipientId === null ? null : await person(share.recipientId);
      records.push({
        id: share.id,
        artworks: share.artworkIds.flatMap((id) => {
          const work = works.get(id);
          return work === undefined ? [] : [projectArtwork(work, share.sharePrice)];
        }),
        dateShared: share.dateShared.toISOString(),
        recipient: recipient ?? { email: share.recipientEmail },
        sender,
        message: share.message,
        sharePrice: share.sharePrice,
      });
    }
    return records;
  }

  async function asMap(stored: StoredShare[]): Promise<Map<string, unknown>> {
    const records = await toRecords(stored);
    return new Map(records.map((record) => [record.id, record]));
  }

  function mailText(
    prepared: PreparedShare,
    senderName: string,
  ): { subject: string; text: string } {
    const M = SHARE_MAIL_MESSAGES;
    const count = prepared.artworkIds.length;
    const lines = [
      prepared.invited ? M.invitationBody(senderName, count) : M.body(senderName, count),
      '',
    ];
    const message = prepared.record.message.trim();
    if (message !== '') lines.push(M.messageIntro, message, '');
    const link = prepared.invited
      ? `${appUrl}/register?email=${encodeURIComponent(prepared.recipientEmail)}`
      : `${appUrl}/artworks`;
    lines.push(prepared.invited ? M.register : M.open, link, '');
    return {
      subject: prepared.invited ? M.invitationSubject(senderName) : M.subject(senderName),
      text: lines.join('\n'),
    };
  }

  return {
    projectArtwork,

    /** The sync pull's copies of records the user received (withdrawn ones leave as tombstones). */
    async loadReceived(userId: string, ids: string[]): Promise<Map<string, unknown>> {
      return asMap(await repository.received(userId, ids));
    },
    async loadSent(userId: string, ids: string[]): Promise<Map<string, unknown>> {
      return asMap(await repository.sent(userId, ids));
    },

    /** The sign-in and register answers' shareRecords. */
    async recordsFor(userId: string): Promise<ShareRecords> {
      const [received, sent] = await Promise.all([
        repository.received(userId, null),
        repository.sent(userId, null),
      ]);
      return { recievedRecords: await toRecords(received), sentRecords: await toRecords(sent) };
    },

    /**
     * The fan-out of a change of the sender's artwork (decision 037): every live record that
     * shows it is logged again for its recipient and its sender.
     */
    async fanOutArtwork(tx: Db, senderId: string, artworkId: string): Promise<void> {
      for (const shown of await repository.showing(tx, senderId, artworkId)) {
        if (shown.recipientId !== null) {
          await sync.logChange(tx, shown.recipientId, 'shareRecord', shown.id, 'upsert');
        }
        await sync.logChange(tx, senderId, 'sentShareRecord', shown.id, 'upsert');
      }
    },

    /**
     * Checks a share and builds its record: the sender's own works (404), not to the sender
     * (400), at most SHARE_INVITATIONS_PER_DAY to addresses with no account (429).
     */
    async prepareShare(sender: UserRow, body: ShareBody): Promise<PreparedShare> {
      const email = body.recipient.email.toLowerCase();
      if (email === sender.email.toLowerCase()) {
        throw new AppError(400, 'VALIDATION', SHARE_MESSAGES.ownEmail, 'recipient.email');
      }
      const loaded = await artworks.findOwn(sender.id, body.artworkIds);
      const own = body.artworkIds.flatMap((id) => {
        const artwork = loaded.get(id);
        return artwork === undefined ? [] : [artwork];
      });
      if (own.length !== body.artworkIds.length) throw recordNotFound();
      const recipient = await users.findByEmail(email);
      const now = clock();
      if (recipient === null) {
        const invited = await repository.countInvitedSince(
          sender.id,
          new Date(now.getTime() - DAY_MS),
        );
        if (invited >= SHARE_INVITATIONS_PER_DAY) {
          throw new AppError(429, 'RATE_LIMITED', SHARE_MESSAGES.invitationLimit);
        }
      }
      const sharePrice = body.shareOptions.sharePrice;
      return {
        senderId: sender.id,
        recipientId: recipient?.id ?? null,
        recipientEmail: email,
        invited: recipient === null,
        artworkIds: body.artworkIds,
        record: {
          id: randomUUID(),
          artworks: own.map((work) => projectArtwork(work, sharePrice)),
          dateShared: now.toISOString(),
          recipient: recipient === null ? { email } : party(recipient),
          sender: party(sender),
          message: body.message,
          sharePrice,
        },
      };
    },

    /** Stores the share and logs it for both sides; the recipient's flag is set. */
    async share(tx: Db, prepared: PreparedShare): Promise<ShareResponse> {
      const { record } = prepared;
      await repository.insert(
        tx,
        {
          id: record.id,
          senderId: prepared.senderId,
          recipientId: prepared.recipientId,
          recipientEmail: prepared.recipientEmail,
          message: record.message,
          sharePrice: record.sharePrice,
          invited: prepared.invited,
          dateShared: new Date(record.dateShared),
        },
        prepared.artworkIds,
      );
      await sync.logChange(tx, prepared.senderId, 'sentShareRecord', record.id, 'upsert');
      if (prepared.recipientId !== null) {
        await sync.logChange(tx, prepared.recipientId, 'shareRecord', record.id, 'upsert');
        await users.setUnseenShareRecords(tx, prepared.recipientId, true);
      }
      return { shareRecord: record };
    },

    /** The recipient's mail (an invitation to an address with no account); failures are logged. */
    async mailShare(prepared: PreparedShare, log: FastifyBaseLogger): Promise<void> {
      const sender = prepared.record.sender;
      try {
        await mail.send({
          to: prepared.recipientEmail,
          ...mailText(prepared, sender.name ?? sender.email),
        });
      } catch (error) {
        log.error({ err: error, shareRecordId: prepared.record.id }, 'Could not send a share mail');
      }
    },

    /** The sender withdraws a share: it leaves both sides' sync as a removal. */
    async withdraw(senderId: string, id: string): Promise<WithdrawShareResponse> {
      return db.transaction(async (tx) => {
        const row = await repository.lockSent(tx, senderId, id);
        if (row === null) throw recordNotFound();
        if (row.withdrawnAt === null) {
          await repository.withdraw(tx, id, clock());
          await sync.logChange(tx, senderId, 'sentShareRecord', id, 'remove');
          if (row.recipientId !== null) {
            await sync.logChange(tx, row.recipientId, 'shareRecord', id, 'remove');
          }
        }
        return { id, withdrawn: true as const };
      });
    },

    async markSeen(userId: string): Promise<{ unseenShareRecords: false }> {
      await users.setUnseenShareRecords(db, userId, false);
      return { unseenShareRecords: false };
    },

    /** A new account takes the shares waiting for its address (decision 036). */
    async claimWaiting(userId: string, email: string): Promise<void> {
      await db.transaction(async (tx) => {
        const claimed = await repository.claimWaiting(tx, email.toLowerCase(), userId);
        for (const share of claimed) {
          await sync.logChange(tx, userId, 'shareRecord', share.id, 'upsert');
          await sync.logChange(tx, share.senderId, 'sentShareRecord', share.id, 'upsert');
        }
        if (claimed.length > 0) await users.setUnseenShareRecords(tx, userId, true);
      });
    },

    /**
     * Checks a save: the recipient's own collection (404), not a production one (400), works
     * shared with the recipient and still in the sender's archive (404).
     */
    async prepareSave(
      user: UserRow,
      collectionId: string,
      artworkIds: string[],
    ): Promise<PreparedSave> {
      const owned = await collections.listForUser(user.id);
      const collection = owned.find((item) => item.id === collectionId);
      if (collection === undefined) throw recordNotFound();
      const shares = await repository.sharesOfWorks(user.id, artworkIds);
      const bySender = new Map<string, string[]>();
      for (const id of artworkIds) {
        const of = shares.filter((share) => share.artworkId === id);
        const first = of[0];
        if (first === undefined) throw recordNotFound();
        bySender.set(first.senderId, [...(bySender.get(first.senderId) ?? []), id]);
      }
      const sources = new Map<string, Artwork>();
      for (const [senderId, ids] of bySender) {
        for (const [id, artwork] of await artworks.findOwn(senderId, ids)) sources.set(id, artwork);
      }
      const senders = new Map<string, ShareParty>();
      const items: SaveItem[] = [];
      for (const id of artworkIds) {
        const source = sources.get(id);
        if (source === undefined) throw recordNotFound();
        const of = shares
          .filter((share) => share.artworkId === id)
          .sort((a, b) => b.dateShared.getTime() - a.dateShared.getTime());
        const latest = of[0];
        if (latest === undefined) throw recordNotFound();
        if (!senders.has(latest.senderId)) {
          const row = await users.findById(latest.senderId);
          if (row === null) throw recordNotFound();
          senders.set(latest.senderId, party(row));
        }
        const sender = senders.get(latest.senderId);
        if (sender === undefined) throw recordNotFound();
        items.push({
          source,
          showPrice: of.some((share) => share.sharePrice),
          activeShareSource: {
            shareRecordId: latest.shareRecordId,
            sender,
            dateShared: latest.dateShared.toISOString(),
          },
        });
      }
      // After the 404s, so another user's ids answer the same whatever the collection.
      if (collection.type === 'production') {
        throw new AppError(400, 'VALIDATION', SHARE_MESSAGES.productionCollection, 'collectionId');
      }
      return {
        editor: { id: user.id, name: user.name, collections: owned },
        collectionId,
        currency: isCurrency(user.defaultCurrency) ? user.defaultCurrency : DEFAULT_CURRENCY,
        items,
      };
    },

    /**
     * Saves each work as the recipient's own new artwork; a work saved into this collection
     * before (and not deleted since) answers that copy's id and makes no second one.
     */
    async save(tx: Db, prepared: PreparedSave): Promise<SaveSharedResponse> {
      const userId = prepared.editor.id;
      const ids: string[] = [];
      for (const item of prepared.items) {
        const { source } = item;
        const earlier = await repository.findSave(tx, userId, source.id, prepared.collectionId);
        if (earlier !== null && (await artworks.isLive(tx, userId, earlier))) {
          ids.push(earlier);
          continue;
        }
        const id = randomUUID();
        const images: StoredArtworkImage[] = [];
        for (const image of source.images) {
          const key = newImageKey(artworks.filesPrefix(userId, id));
          if (!(await files.copyImage(image.key, key))) continue;
          images.push({
            ...image,
            key,
            url: files.publicUrl(key),
            sortIndex: images.length,
            linkedVersion: 1,
          });
        }
        const values = source.artworkValues;
        await artworks.createCopy(tx, prepared.editor, {
          id,
          collectionId: prepared.collectionId,
          artist: source.artist,
          status: source.status,
          artworkValues: {
            ...emptyArtworkValues(prepared.currency),
            ...sharedValues(values),
            price: item.showPrice ? values.price : emptyMoney(prepared.currency),
          },
          images,
          activeShareSource: item.activeShareSource,
        });
        await repository.putSave(tx, {
          recipientId: userId,
          sourceArtworkId: source.id,
          collectionId: prepared.collectionId,
          artworkId: id,
        });
        ids.push(id);
      }
      return { artworkIds: ids };
    },
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
