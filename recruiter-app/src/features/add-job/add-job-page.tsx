import type Quill from 'quill';
import { useRef, useState } from 'react';
import type { PostJobBody } from 'shared-api/contract';
import { genericPageHead } from 'shared-api/page-head';
import { usePageHead } from 'shared-api/page-head/use-page-head';
import { PendingButton } from 'shared-ui/button';
import { JobForm, descriptionOf } from '../../shared/job-form/job-form';
import {
  dayFromToday,
  fieldValues,
  newJobValues,
  type JobFormValues,
} from '../../shared/job-form/job-form-values';
import { questionsOf, type QuestionDraft } from '../../shared/job-form/question-drafts';
import { QuestionsEditor } from '../../shared/job-form/questions-editor';
import { usePostJob } from './api/post-job';

function postBody(
  values: JobFormValues,
  description: string,
  questions: readonly QuestionDraft[],
): PostJobBody {
  const { salaryMax, employmentType, workplace, ...fields } = fieldValues(values);
  return {
    ...fields,
    description,
    ...(questions.length === 0 ? {} : { questions: questionsOf(questions) }),
    // Add Job always has both chosen; the types allow null for jobs older than the fields.
    ...(employmentType === null ? {} : { employmentType }),
    ...(workplace === null ? {} : { workplace }),
    ...(salaryMax === null ? {} : { salaryMax }),
  };
}

export function AddJobPage() {
  usePageHead(genericPageHead('Add Job'));
  const [values, setValues] = useState(newJobValues);
  const [questions, setQuestions] = useState<QuestionDraft[]>([]);
  const editor = useRef<Quill | null>(null);
  const postJob = usePostJob();
  const change = (patch: Partial<JobFormValues>) => setValues((now) => ({ ...now, ...patch }));

  const submit = () => {
    if (postJob.isPending) return;
    postJob.mutate(postBody(values, descriptionOf(editor) ?? '', questions), {
      // Title, pay figures, editor and questions reset; the other choices stay for the next job.
      onSuccess: () => {
        change({ title: '', salary: '0', salaryMax: '', payNotDisclosed: false });
        setQuestions([]);
        editor.current?.setText('');
      },
    });
  };

  return (
    <JobForm
      heading="Add Job"
      values={values}
      onChange={change}
      editor={editor}
      earliestClosingDay={dayFromToday(1)}
      onSubmit={submit}
    >
      <QuestionsEditor drafts={questions} onChange={setQuestions} />
      <PendingButton
        type="submit"
        className="w-28 py-3"
        pending={postJob.isPending}
        pendingLabel="Adding…"
      >
        Add
      </PendingButton>
    </JobForm>
  );
}
