import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  addNoteResponseSchema,
  notesResponseSchema,
  type AddNoteBody,
  type Note,
} from 'shared-api/contract';
import { request } from 'shared-api/http';
import { useAppState } from 'shared-api/app-state';
import { companyHeaders } from 'shared-api/company/session';
import { useRecruiterMutation } from '../../../shared/api/use-recruiter-mutation';
import { applicantKeys } from './applicant-keys';

/** GET /api/company/notes: the company's notes on one application, newest first. */
export async function fetchNotes(token: string | null, applicationId: string): Promise<Note[]> {
  const data = await request<unknown>({
    method: 'GET',
    url: '/api/company/notes',
    params: { applicationId },
    headers: companyHeaders(token),
  });
  return notesResponseSchema.parse(data).notes;
}

export const notesQuery = (token: string | null, applicationId: string) =>
  queryOptions({
    queryKey: applicantKeys.notes(applicationId),
    queryFn: () => fetchNotes(token, applicationId),
    // Colleagues write notes too: opening the drawer asks again.
    staleTime: 0,
    meta: { session: 'company' },
  });

export function useNotes(applicationId: string) {
  const { companyToken } = useAppState();
  return useQuery({ ...notesQuery(companyToken, applicationId), enabled: companyToken !== null });
}

/** POST /api/company/add-note: answers the note as stored. */
export async function addNote(
  token: string | null,
  body: AddNoteBody,
): Promise<{ message: string; note: Note }> {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/company/add-note',
    data: body,
    headers: companyHeaders(token),
  });
  const { message, note } = addNoteResponseSchema.parse(data);
  return { message, note };
}

/** Adds a note; the stored note goes on top of the cached list, which is not asked again. */
export const useAddNote = () =>
  useRecruiterMutation({
    call: addNote,
    store: (queryClient, { note }, { applicationId }) =>
      queryClient.setQueryData<Note[]>(applicantKeys.notes(applicationId), (notes) =>
        // Not loaded yet: the answer on its way is read after the note was stored.
        notes ? [note, ...notes.filter((other) => other._id !== note._id)] : notes,
      ),
  });
