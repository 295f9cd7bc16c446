import { RESUME_MAX_BYTES } from 'shared-api/contract';
import { longDate } from 'shared-api/dates';

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/**
 * What is wrong with a resume chosen for upload, or null: checked here so a wrong file is
 * named at once, before its bytes travel to a server that would refuse it all the same.
 */
export function resumeFileProblem(file: File): string | null {
  if (!isPdf(file)) return 'The resume must be a PDF file';
  if (file.size > RESUME_MAX_BYTES) return 'The resume must be at most 5 MB';
  return null;
}

/** The day a resume was uploaded, as the Profile and Applied Jobs screens show it. */
export const uploadedOn = (at: number) => longDate(at);
