import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { toSharedSimulation, type SharedSimulation } from '../../../domain/shared-plan';
import type { Db, DbOrTx } from '../../db/client';
import { shareLinks, simulations } from '../../db/schema';
import { AppError } from '../../errors';
import { getOwnSimulation, simulationColumns, toSimulation } from '../simulations/queries';

/** 32 random bytes (256 bits), URL-safe: 43 characters. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A random token is not guessable, so one SHA-256 (no salt, no stretching) keeps a leaked table useless. */
function hashShareToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface ShareLink {
  id: string;
  simulationId: string;
  hint: string;
  createdAt: string;
}

function toShareLink(row: typeof shareLinks.$inferSelect): ShareLink {
  return { id: row.id, simulationId: row.simulationId, hint: row.hint, createdAt: row.createdAt.toISOString() };
}

/** A new link to one of the owner's simulations; the token is answered once and never stored. */
export async function createShareLink(db: Db, userId: string, simulationId: string): Promise<ShareLink & { token: string }> {
  await getOwnSimulation(db, userId, simulationId);
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(shareLinks)
    .values({ simulationId, userId, tokenHash: hashShareToken(token), hint: token.slice(-4) })
    .returning();
  return { ...toShareLink(row!), token };
}

/** The owner's links to one of their simulations, oldest first. */
export async function listShareLinks(db: Db, userId: string, simulationId: string): Promise<ShareLink[]> {
  await getOwnSimulation(db, userId, simulationId);
  const rows = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.simulationId, simulationId), eq(shareLinks.userId, userId)))
    .orderBy(asc(shareLinks.createdAt), asc(shareLinks.id));
  return rows.map(toShareLink);
}

/** Revokes one of the owner's links: the row goes, so the token matches nothing on any process. */
export async function revokeShareLink(db: Db, userId: string, linkId: string): Promise<void> {
  const deleted = await db
    .delete(shareLinks)
    .where(and(eq(shareLinks.id, linkId), eq(shareLinks.userId, userId)))
    .returning({ id: shareLinks.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Link not found');
}

/** The simulation a live link shows, read from the database on every call (no cache: revocation is at once). */
export async function readSharedSimulation(db: Db, token: string): Promise<SharedSimulation> {
  const notFound = new AppError('NOT_FOUND', 'This link does not exist or was revoked.');
  if (!SHARE_TOKEN_PATTERN.test(token)) throw notFound;
  const [row] = await db
    .select(simulationColumns)
    .from(shareLinks)
    .innerJoin(simulations, eq(simulations.id, shareLinks.simulationId))
    .where(eq(shareLinks.tokenHash, hashShareToken(token)));
  if (!row) throw notFound;
  return toSharedSimulation(toSimulation(row));
}

/** A live link with the name of the plan it shows: the owner's one list of everything shared. */
export interface LiveShareLink extends ShareLink {
  planName: string;
}

/** Every live link of the owner, across all plans, newest first. */
export async function listAllShareLinks(db: Db, userId: string): Promise<LiveShareLink[]> {
  const rows = await db
    .select({ link: shareLinks, planName: simulations.name })
    .from(shareLinks)
    .innerJoin(simulations, eq(simulations.id, shareLinks.simulationId))
    .where(eq(shareLinks.userId, userId))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
  return rows.map(({ link, planName }) => ({ ...toShareLink(link), planName }));
}

/** Revokes every link the owner has made (all plans); answers how many there were. */
export async function revokeAllShareLinks(db: DbOrTx, userId: string): Promise<number> {
  const deleted = await db.delete(shareLinks).where(eq(shareLinks.userId, userId)).returning({ id: shareLinks.id });
  return deleted.length;
}
