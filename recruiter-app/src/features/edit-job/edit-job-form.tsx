import type Quill from 'quill';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { EditJobBody, Job } from 'shared-api/contract';
import { PendingButton, buttonClass } from 'shared-ui/button';
import { JobForm, descriptionOf } from '../../shared/job-form/job-form';
import {
  closingDayOf,
  dayFromToday,
  fieldValues,
  jobValues,
  type JobFieldValues,
  type JobFormValues,
} from '../../shared/job-form/job-form-values';
import { draftsOf, questionsOf } from '../../shared/job-form/question-drafts';
import { QuestionsEditor } from '../../shared/job-form/questions-editor';
import { useEditJob } from './api/edit-job';

function copy<K extends keyof JobFieldValues>(
  to: Partial<JobFieldValues>,
  key: K,
  value: JobFieldValues[K],
) {
  to[key] = value;
}

/** Only what changed is sent: an expired job's past date, sent back unchanged, would be refused. */
function changesOf(before: JobFormValues, after: JobFormValues): Partial<JobFieldValues> {
  const [old, now] = [fieldValues(before), fieldValues(after)];
  const changes: Partial<JobFieldValues> = {};
  for (const key of Object.keys(now) as (keyof JobFieldValues)[]) {
    if (now[key] !== old[key]) copy(changes, key, now[key]);
  }
  return changes;
}

function JobNotice({ job }: { job: Job }) {
  const notes = [
    job.visible
      ? null
      : 'This job is hidden: job seekers see it once you tick Visible in Manage Jobs.',
    job.status === 'closed'
      ? 'This job is closed: it takes no applications until you reopen it in Manage Jobs.'
      : null,
    job.status === 'expired' ? 'This job has expired: a later closing date opens it again.' : null,
  ].filter((note) => note !== null);
  if (notes.length === 0) return null;
  return (
    <div className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  );
}

export function EditJobForm({ job }: { job: Job }) {
  const [initial] = useState(() => jobValues(job));
  const [values, setValues] = useState(initial);
  const [initialQuestions] = useState(() => JSON.stringify(questionsOf(draftsOf(job.questions))));
  const [questions, setQuestions] = useState(() => draftsOf(job.questions));
  const editor = useRef<Quill | null>(null);
  // The description as Quill wrote it back on loading, which need not be the stored markup.
  const loadedDescription = useRef<string | null>(null);
  const editJob = useEditJob();
  const navigate = useNavigate();
  const tomorrow = dayFromToday(1);
  const closingDay = closingDayOf(job.closesAt);

  const save = () => {
    if (editJob.isPending) return;
    const description = descriptionOf(editor);
    const asked = questionsOf(questions);
    const body: EditJobBody = {
      id: job._id,
      ...changesOf(initial, values),
      ...(description !== null && description !== loadedDescription.current ? { description } : {}),
      // Sent, they replace the job's questions: only when the recruiter changed them.
      ...(JSON.stringify(asked) === initialQuestions ? {} : { questions: asked }),
    };
    if (Object.keys(body).length === 1) {
      toast.info('Nothing changed');
      void navigate('/dashboard/manage-jobs');
      return;
    }
    editJob.mutate(body, {
      onSuccess: () => void navigate('/dashboard/manage-jobs'),
    });
  };

  return (
    <JobForm
      notice={<JobNotice job={job} />}
      values={values}
      onChange={(patch) => setValues((now) => ({ ...now, ...patch }))}
      editor={editor}
      initialDescription={job.description}
      onEditorReady={(quill) => {
        loadedDescription.current = quill.root.innerHTML;
      }}
      // A date already past stays valid as it is, so the rest can be saved without moving it.
      earliestClosingDay={closingDay < tomorrow ? closingDay : tomorrow}
      onSubmit={save}
    >
      <QuestionsEditor drafts={questions} onChange={setQuestions} />
      <div className="flex flex-wrap gap-3">
        <PendingButton
          type="submit"
          className="w-28 py-3"
          pending={editJob.isPending}
          pendingLabel="Saving…"
        >
          Save
        </PendingButton>
        <Link to="/dashboard/manage-jobs" className={buttonClass('outline', 'py-3')}>
          Cancel
        </Link>
      </div>
    </JobForm>
  );
}
