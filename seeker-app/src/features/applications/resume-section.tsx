import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { useCurrentUser } from 'shared-api/users/get-user';
import { useProfile } from '../../shared/api/profile';
import { useUpdateResume } from '../../shared/api/update-resume';
import { resumeFileProblem, uploadedOn } from '../../shared/resume-file';
import { Button, PendingButton, buttonClass } from 'shared-ui/button';
import { Icon } from 'shared-ui/icon';
import { Spinner } from 'shared-ui/spinner';

/** 'Your Resume': a PDF chooser and Save, or the resume link and Edit (docs/product.md, Screens). */
export function ResumeSection() {
  const user = useCurrentUser();
  // The file's name and day come with the profile: GET /api/users/user keeps the spec's shape.
  const onFile = useProfile().data?.resume ?? null;
  const update = useUpdateResume();
  const [editing, setEditing] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  // Why Save was refused, under the chooser as well as in the toast.
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  // Edit and the chooser replace each other: the focus goes from the button pressed (Edit,
  // Cancel, Save) to what replaced it, once it shows (after the upload, for Save).
  const box = useRef<HTMLDivElement>(null);
  const focusNext = useRef<'chooser' | 'edit' | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    // The person went elsewhere meanwhile (a slow upload): they keep their place.
    const at = document.activeElement;
    if (at && at !== document.body && !box.current?.contains(at)) {
      focusNext.current = null;
      return;
    }
    const target = box.current?.querySelector<HTMLElement>(
      focusNext.current === 'chooser' ? 'input[type="file"]' : 'button',
    );
    if (!target || (focusNext.current === 'edit' && target.textContent !== 'Edit')) return;
    focusNext.current = null;
    target.focus();
  });

  const leaveEditing = () => {
    focusNext.current = 'edit';
    setEditing(false);
    setFile(null);
    setProblem(null);
  };
  const refuse = (message: string) => {
    toast.error(message);
    setProblem(message);
  };
  const save = () => {
    if (!file) return refuse('Select a PDF resume first');
    const wrong = resumeFileProblem(file);
    if (wrong) return refuse(wrong);
    update.mutate(file, {
      onSuccess: (message) => {
        toast.success(message);
        leaveEditing();
      },
      // The shell's toast says it too.
      onError: (error) => setProblem(error.message),
    });
  };

  if (user.isPending) return <Spinner label="Loading your resume" />;
  const resume = user.data?.resume ?? '';
  return (
    <section aria-labelledby="your-resume" className="mb-10">
      <h2 id="your-resume" className="text-xl font-semibold">
        Your Resume
      </h2>
      <div ref={box} className="mt-3 flex flex-wrap items-center gap-3">
        {editing || !resume ? (
          <>
            <label
              htmlFor={inputId}
              className="flex max-w-full cursor-pointer items-center gap-2 rounded-md border border-brand-200 bg-brand-50 px-4 py-2 text-brand-700 focus-within:outline-2 focus-within:outline-brand-600"
            >
              <Icon name="upload" className="h-5 w-5" />
              <span className="truncate">{file ? file.name : 'Select Resume'}</span>
              <input
                id={inputId}
                type="file"
                accept="application/pdf,.pdf"
                aria-label="Select Resume"
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${inputId}-problem` : undefined}
                className="sr-only"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setProblem(null);
                }}
              />
            </label>
            <PendingButton
              variant="success"
              onClick={save}
              pending={update.isPending}
              pendingLabel="Saving…"
            >
              Save
            </PendingButton>
            {resume ? (
              <PendingButton
                variant="ghost"
                onClick={leaveEditing}
                pending={update.isPending}
                pendingLabel="Cancel"
              >
                Cancel
              </PendingButton>
            ) : null}
          </>
        ) : (
          <>
            <a
              href={resume}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('outline', 'text-brand-700')}
            >
              Resume
            </a>
            <Button
              variant="outline"
              onClick={() => {
                focusNext.current = 'chooser';
                setEditing(true);
              }}
            >
              Edit
            </Button>
            {onFile?.fileName ? (
              <p className="w-full text-sm text-gray-600 sm:w-auto">
                <span className="break-all font-medium text-gray-800">{onFile.fileName}</span>
                {onFile.uploadedAt ? ` · Uploaded on ${uploadedOn(onFile.uploadedAt)}` : null}
              </p>
            ) : null}
          </>
        )}
      </div>
      {problem ? (
        <p id={`${inputId}-problem`} role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
