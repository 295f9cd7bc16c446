import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { toast } from 'react-toastify';
import { MESSAGES, type ApplyBody, type Job } from 'shared-api/contract';
import { isApiError } from 'shared-api/http';
import { useCurrentUser } from 'shared-api/users/get-user';
import { Button } from 'shared-ui/button';
import { Dialog } from 'shared-ui/dialog';
import { useProfile } from '../../shared/api/profile';
import { useUpdateResume } from '../../shared/api/update-resume';
import { useApply } from './api/apply';
import { applyBodyOf, unansweredOf } from './apply-body';
import { CoverLetterField } from './cover-letter-field';
import { ResumeChoice } from './resume-choice';
import { ScreeningQuestion } from './screening-question';

const REQUIRED = 'This question needs an answer';

/**
 * Applying for one job: its screening questions, a cover letter and the resume, sent together.
 * What the server refuses is said here, with everything typed kept; a job found closed hands
 * over to the page (`onClosed`), which says so in place of Apply.
 */
export function ApplyDialog({
  job,
  onClose,
  onApplied,
  onClosed,
}: {
  job: Job;
  onClose: () => void;
  onApplied: () => void;
  onClosed: (message: string) => void;
}) {
  const questions = job.questions ?? [];
  const user = useCurrentUser();
  const profile = useProfile();
  const upload = useUpdateResume();
  const apply = useApply();
  const form = useRef<HTMLFormElement>(null);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [coverLetter, setCoverLetter] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  // `resume`: the resume's problem, which choosing another file answers.
  const [problem, setProblem] = useState<{ text: string; resume?: boolean } | null>(null);
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    if (chosen && problem?.resume) setProblem(null);
  };
  const [attempts, setAttempts] = useState(0);
  const busy = upload.isPending || apply.isPending;
  const hasResume = Boolean(profile.data?.resume ?? user.data?.resume);
  // Closing mid-send would lose the outcome: it waits.
  const close = () => {
    if (!busy) onClose();
  };

  // After a refused try, the first question left unanswered takes the focus.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const answer = (questionId: string, value: string) => {
    setAnswers((all) => ({ ...all, [questionId]: value }));
    setMissing((ids) => ids.filter((id) => id !== questionId));
  };

  const send = (body: ApplyBody) =>
    apply.mutate(body, {
      onSuccess: (message) => {
        toast.success(message);
        onApplied();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 410) onClosed(error.message);
        else setProblem({ text: error.message });
      },
    });

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy) return;
    const unanswered = unansweredOf(questions, answers);
    setMissing(unanswered);
    setAttempts((n) => n + 1);
    if (unanswered.length > 0) {
      setProblem({ text: 'Answer the questions marked required.' });
      return;
    }
    if (!hasResume && !file) {
      setProblem({ text: MESSAGES.uploadResumeToApply, resume: true });
      return;
    }
    setProblem(null);
    if (file) {
      try {
        await upload.mutateAsync(file);
        setFile(null);
      } catch (error) {
        const text = error instanceof Error ? error.message : 'The resume could not be uploaded';
        setProblem({ text, resume: true });
        return;
      }
    }
    send(applyBodyOf(job, answers, coverLetter));
  };

  return (
    <Dialog
      title={`Apply for ${job.title}`}
      onClose={close}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
    >
      <form
        ref={form}
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-6 space-y-5"
      >
        {questions.map((question) => (
          <ScreeningQuestion
            key={question.id}
            question={question}
            value={answers[question.id] ?? ''}
            onChange={(value) => answer(question.id, value)}
            error={missing.includes(question.id) ? REQUIRED : null}
          />
        ))}
        <CoverLetterField value={coverLetter} onChange={setCoverLetter} />
        <section aria-label="Resume">
          <h2 className="mb-1 text-sm font-medium text-gray-700">Resume</h2>
          <ResumeChoice
            onFile={hasResume}
            fileName={profile.data?.resume?.fileName ?? null}
            file={file}
            onChoose={chooseFile}
          />
        </section>
        {problem ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {problem.text}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={close} aria-disabled={busy || undefined}>
            Cancel
          </Button>
          <Button
            type="submit"
            aria-disabled={busy || undefined}
            className="aria-disabled:opacity-60"
          >
            {busy ? 'Sending…' : 'Send application'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
