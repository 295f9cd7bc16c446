import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from 'shared-ui/button';
import { Dialog } from 'shared-ui/dialog';
import { Icon } from 'shared-ui/icon';
import { useRemoveResume, type SeekerProfile } from '../../shared/api/profile';
import { useUpdateResume } from '../../shared/api/update-resume';
import { resumeFileProblem, uploadedOn } from '../../shared/resume-file';

/** The resume on file: its name and upload day, to open, replace or remove. */
export function ProfileResume({ resume }: { resume: SeekerProfile['resume'] }) {
  const inputId = useId();
  const upload = useUpdateResume();
  const remove = useRemoveResume();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const choose = (file: File | undefined) => {
    if (!file || upload.isPending) return;
    const wrong = resumeFileProblem(file);
    setProblem(wrong);
    if (wrong) return;
    upload.mutate(file, {
      onSuccess: (message) => toast.success(message),
      onError: (error) => setProblem(error.message),
    });
  };
  const confirmRemove = () => {
    if (remove.isPending) return;
    remove.mutate(undefined, {
      onSuccess: (message) => toast.success(message),
      onError: (error) => setProblem(error.message),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <section aria-labelledby="profile-resume" className="mt-10 space-y-3">
      <h2 id="profile-resume" className="text-xl font-semibold">
        Resume
      </h2>
      {resume ? (
        <div className="text-sm">
          <a
            href={resume.url}
            target="_blank"
            rel="noopener noreferrer"
            className="break-all font-medium text-brand-700 underline"
          >
            {resume.fileName ?? 'Your resume'}
          </a>
          {resume.uploadedAt ? (
            <p className="text-gray-500">Uploaded on {uploadedOn(resume.uploadedAt)}</p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-gray-600">No resume on file. Upload a PDF to apply for jobs.</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className="flex cursor-pointer items-center gap-2 rounded-md border border-brand-200 bg-brand-50 px-4 py-2 text-sm text-brand-700 focus-within:outline-2 focus-within:outline-brand-600"
        >
          <Icon name="upload" className="h-5 w-5" />
          {upload.isPending ? 'Uploading…' : resume ? 'Replace resume' : 'Upload resume'}
          <input
            id={inputId}
            type="file"
            accept="application/pdf,.pdf"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-hint ${inputId}-problem` : `${inputId}-hint`}
            className="sr-only"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        {resume ? (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Remove resume
          </Button>
        ) : null}
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-gray-500">
        PDF only, 5 MB at most.
      </p>
      {problem ? (
        <p id={`${inputId}-problem`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {confirming ? (
        <Dialog title="Remove your resume?" onClose={() => setConfirming(false)}>
          <p className="mt-4 text-center">You will need to upload one again to apply for jobs.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button variant="danger" onClick={confirmRemove} aria-disabled={remove.isPending}>
              {remove.isPending ? 'Removing…' : 'Remove'}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
