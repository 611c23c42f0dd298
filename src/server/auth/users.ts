import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Role } from './session-policy';

/** A user as the API shows it: never the password hash. */
export interface PublicUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  createdAt: Date;
  updatedAt: Date | null;
}

/** The columns an account shows through the API: never the password hash. */
export const publicColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

export async function findPublicUser(db: Db, id: string): Promise<PublicUser | undefined> {
  const [user] = await db.select(publicColumns).from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** The user and hash for a sign-in; emails are stored lower-case (emailSchema lower-cases them). */
export async function findUserCredentials(db: Db, email: string) {
  const [user] = await db
    .select({ ...publicColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return user;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  role: Role;
  firstName?: string | null;
  lastName?: string | null;
}

/** Inserts a user; undefined when the email is taken (also under a concurrent insert of the same email). */
export async function insertUser(db: Db, user: NewUser, now: Date): Promise<PublicUser | undefined> {
  const [created] = await db
    .insert(users)
    .values({
      email: user.email,
      passwordHash: user.passwordHash,
      role: user.role,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning(publicColumns);
  return created;
}

export async function adminExists(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return row !== undefined;
}

/** Sets a user's own names (null clears one); the account's last change is now. Undefined when the user is gone. */
export async function updateUserNames(
  db: Db,
  id: string,
  names: { firstName: string | null; lastName: string | null },
  now: Date,
): Promise<PublicUser | undefined> {
  const [updated] = await db
    .update(users)
    .set({ firstName: names.firstName, lastName: names.lastName, updatedAt: now })
    .where(eq(users.id, id))
    .returning(publicColumns);
  return updated;
}
