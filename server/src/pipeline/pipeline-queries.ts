import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  movableFrom,
  OPEN_APPLICATION_STATUSES,
  type ApplicationStatus,
  type DecisionStatus,
  type Note,
} from 'shared-api/contract';
import type { Database, DatabaseOrTransaction } from '../platform/database';
import { applicationNotes, applications } from '../platform/schema';

export interface ApplicationState {
  id: string;
  companyId: string;
  userId: string;
  status: ApplicationStatus;
}

const stateColumns = {
  id: applications.id,
  companyId: applications.companyId,
  userId: applications.userId,
  status: applications.status,
};

export async function applicationStates(db: Database, ids: string[]): Promise<ApplicationState[]> {
  const rows = await db
    .select(stateColumns)
    .from(applications)
    .where(inArray(applications.id, ids));
  return rows.map((row) => ({ ...row, status: row.status as ApplicationStatus }));
}

/**
 * Moves the company's application to `to` if the pipeline allows it from where it is, in one
 * statement: two recruiters deciding at once cannot both move it. False when nothing moved.
 */
export async function moveApplication(
  db: DatabaseOrTransaction,
  companyId: string,
  id: string,
  to: DecisionStatus,
): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ status: to, updatedAt: new Date() })
    .where(
      and(
        eq(applications.id, id),
        eq(applications.companyId, companyId),
        inArray(applications.status, movableFrom(to)),
      ),
    )
    .returning({ id: applications.id });
  return rows.length > 0;
}

/**
 * Moves all of `ids` to `to`, or none: the rows are locked, every move checked, then written in
 * the same transaction. `refuse` is called with the states read, and throws to move nothing;
 * `moved` is called in the transaction once they are written (the mail it causes).
 */
export async function moveApplications(
  db: Database,
  ids: string[],
  to: DecisionStatus,
  moved: (tx: DatabaseOrTransaction, ids: string[]) => Promise<void>,
  refuse: (states: ApplicationState[]) => void,
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select(stateColumns)
      .from(applications)
      .where(inArray(applications.id, ids))
      .orderBy(applications.id)
      .for('update');
    refuse(rows.map((row) => ({ ...row, status: row.status as ApplicationStatus })));
    await tx
      .update(applications)
      .set({ status: to, updatedAt: new Date() })
      .where(inArray(applications.id, ids));
    await moved(tx, ids);
  });
}

/** Withdraws the person's application while it is still open; false when nothing changed. */
export async function withdrawApplication(
  db: DatabaseOrTransaction,
  userId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ status: 'Withdrawn', updatedAt: new Date() })
    .where(
      and(
        eq(applications.id, id),
        eq(applications.userId, userId),
        inArray(applications.status, [...OPEN_APPLICATION_STATUSES]),
      ),
    )
    .returning({ id: applications.id });
  return rows.length > 0;
}

export async function addNote(
  db: Database,
  values: { applicationId: string; companyId: string; text: string },
): Promise<Note> {
  const [row] = await db
    .insert(applicationNotes)
    .values({ ...values, writtenAt: Date.now() })
    .returning({
      id: applicationNotes.id,
      text: applicationNotes.text,
      date: applicationNotes.writtenAt,
    });
  if (!row) throw new Error('insert returned no row');
  return { _id: row.id, text: row.text, date: row.date };
}

/** The company's notes on one application, newest first. */
export async function listNotes(db: Database, companyId: string, applicationId: string) {
  const rows = await db
    .select({
      id: applicationNotes.id,
      text: applicationNotes.text,
      date: applicationNotes.writtenAt,
    })
    .from(applicationNotes)
    .where(
      and(
        eq(applicationNotes.applicationId, applicationId),
        eq(applicationNotes.companyId, companyId),
      ),
    )
    .orderBy(desc(applicationNotes.writtenAt), desc(sql`${applicationNotes.id}`));
  return rows.map((row): Note => ({ _id: row.id, text: row.text, date: row.date }));
}
