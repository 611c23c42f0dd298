import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { forgetUserSessions } from '../../auth/sessions';
import { publicColumns } from '../../auth/users';
import { forgetUserSimulations } from '../simulations/page-cache';
import { afterCreated, containing, createdOrder, createdText, toPage, type PageRequest } from '../list-pages';


/** Every account, oldest first; never the password hash. */
export async function listUsers(db: Db) {
  return db.select(publicColumns).from(users).orderBy(asc(users.createdAt), asc(users.id));
}

/**
 * The read of one page of the accounts, oldest first, from users_created_idx at the position (decision
 * 0031). A search (`q`: email, first or last name, any case) filters the rows the index walks.
 */
export function usersPageQuery(db: Db, request: PageRequest, q?: string) {
  const search = q ? containing(q) : undefined;
  return db
    .select({ ...publicColumns, position: createdText(users.createdAt) })
    .from(users)
    .where(
      and(
        request.position ? afterCreated(users.createdAt, users.id, request.position) : undefined,
        search ? or(ilike(users.email, search), ilike(users.firstName, search), ilike(users.lastName, search)) : undefined,
      ),
    )
    .orderBy(...createdOrder(users.createdAt, users.id))
    .limit(request.limit + 1);
}

export async function pageUsers(db: Db, request: PageRequest, q?: string) {
  return toPage(await usersPageQuery(db, request, q), request.limit, () => 'users');
}

/**
 * Deletes an account with its sessions, simulations and personal catalogue rows (FK cascades, one
 * transaction). An admin cannot delete themselves, and the last admin can never go: the admin rows are
 * locked first, so two admins deleting each other at once leave exactly one.
 */
export async function deleteUser(db: Db, actorId: string, id: string): Promise<void> {
  if (actorId === id) throw new AppError('CANNOT_DELETE_SELF', 'You cannot delete your own account.');
  await db.transaction(async (tx) => {
    // Ordered by id so concurrent deletions take the locks in the same order (no deadlock).
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(asc(users.id))
      .for('update');
    const [target] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, id));
    if (!target) throw new AppError('NOT_FOUND', 'User not found');
    if (target.role === 'admin' && admins.filter((admin) => admin.id !== id).length === 0) {
      throw new AppError('LAST_ADMIN', 'The last administrator cannot be deleted.');
    }
    await tx.delete(users).where(eq(users.id, id));
  });
  forgetUserSessions(db, id);
  forgetUserSimulations(db, id);
}
