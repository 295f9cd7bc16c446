import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  movableFrom,
  OPEN_APPLICATION_STATUSES,
  type ApplicationStatus,
  type DecisionStatus,
  type Note,
} from 'shared-api/contract';
import type { Database, DatabaseOrTransaction } from '../platform/database';
import { applicationNotes, applications, companies } from '../platform/schema';

export interface ApplicationState {
  id: string;
  companyId: string;
  jobId: string;
  userId: string;
  status: ApplicationStatus;
}

const stateColumns = {
  id: applications.id,
  companyId: applications.companyId,
  jobId: applications.jobId,
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

/** The states, with the rows locked until the transaction ends (in id order: no deadlock). */
export async function lockApplicationStates(
  tx: DatabaseOrTransaction,
  ids: string[],
): Promise<ApplicationState[]> {
  const rows = await tx
    .select(stateColumns)
    .from(applications)
    .where(inArray(applications.id, ids))
    .orderBy(applications.id)
    .for('update');
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
 * Moves those of `ids` that `choose` picks to `to`: `first` starts the transaction (it holds the
 * company, so that its erase cannot pass the move), the rows are locked, `choose` is given the
 * states read and gives the ids to move (or throws to move none), then they are written in the
 * same transaction. `moved` is called in it once they are (the mail and trail they cause).
 */
export async function moveApplications<T>(
  db: Database,
  first: (tx: DatabaseOrTransaction) => Promise<void>,
  ids: string[],
  to: DecisionStatus,
  choose: (states: ApplicationState[]) => string[],
  moved: (tx: DatabaseOrTransaction, states: ApplicationState[]) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await first(tx);
    const states = await lockApplicationStates(tx, ids);
    const chosen = new Set(choose(states));
    const moving = states.filter((state) => chosen.has(state.id));
    if (moving.length > 0) {
      await tx
        .update(applications)
        .set({ status: to, updatedAt: new Date() })
        .where(
          inArray(
            applications.id,
            moving.map((state) => state.id),
          ),
        );
    }
    return moved(tx, moving);
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
  db: DatabaseOrTransaction,
  values: { applicationId: string; companyId: string; text: string },
  author: { id: string; name: string },
): Promise<Note> {
  const [row] = await db
    .insert(applicationNotes)
    .values({ ...values, writtenAt: Date.now(), authorId: author.id, authorName: author.name })
    .returning({
      id: applicationNotes.id,
      text: applicationNotes.text,
      date: applicationNotes.writtenAt,
    });
  if (!row) throw new Error('insert returned no row');
  return { _id: row.id, text: row.text, date: row.date, by: { _id: author.id, name: author.name } };
}

/** The company's notes on one application, newest first; older notes are the company's own. */
export async function listNotes(db: Database, companyId: string, applicationId: string) {
  const rows = await db
    .select({
      id: applicationNotes.id,
      text: applicationNotes.text,
      date: applicationNotes.writtenAt,
      authorId: sql<string>`coalesce(${applicationNotes.authorId}, ${companies.id})`,
      authorName: sql<string>`coalesce(${applicationNotes.authorName}, ${companies.name})`,
    })
    .from(applicationNotes)
    .innerJoin(companies, eq(companies.id, applicationNotes.companyId))
    .where(
      and(
        eq(applicationNotes.applicationId, applicationId),
        eq(applicationNotes.companyId, companyId),
      ),
    )
    .orderBy(desc(applicationNotes.writtenAt), desc(sql`${applicationNotes.id}`));
  return rows.map((row): Note => ({
    _id: row.id,
    text: row.text,
    date: row.date,
    by: { _id: row.authorId, name: row.authorName },
  }));
}
