import type Quill from 'quill';
import {
  useEffect,
  useId,
  useState,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import {
  EMPLOYMENT_TYPES,
  JOB_CATEGORIES,
  JOB_LEVELS,
  JOB_LOCATIONS,
  WORKPLACES,
} from 'shared-api/contract';
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS } from 'shared-api/jobs/job-terms';
import { TextField } from 'shared-ui/text-field';
import { formProblems, latestClosingDay, type JobFormValues } from './job-form-values';
import { LabelledSelect } from './labelled-select';
import { PayFields } from './pay-fields';
import { RichTextEditor } from './rich-text-editor';
import { PageHeading } from '../page-heading';

/** What the editor holds, as the API stores it; null while it is not loaded. */
export function descriptionOf(editor: RefObject<Quill | null>): string | null {
  // Not getSemanticHTML(): Quill 2 writes every space there as &nbsp;, so lines would never wrap.
  return editor.current?.root.innerHTML ?? null;
}

/** A job's fields, for Add Job and Edit alike. The page owns the values and the submit. */
export function JobForm({
  heading,
  notice,
  values,
  onChange,
  editor,
  initialDescription,
  onEditorReady,
  earliestClosingDay,
  onSubmit,
  children,
}: {
  /** Left out where the page draws it: Edit Job's stays the same from loading to its form. */
  heading?: string;
  /** Shown under the heading. */
  notice?: ReactNode;
  values: JobFormValues;
  onChange: (patch: Partial<JobFormValues>) => void;
  editor: RefObject<Quill | null>;
  initialDescription?: string;
  onEditorReady?: (quill: Quill) => void;
  /** YYYY-MM-DD. */
  earliestClosingDay: string;
  onSubmit: () => void;
  /** The form's buttons. */
  children: ReactNode;
}) {
  const descriptionLabel = useId();
  const descriptionProblem = useId();
  const closingHint = useId();
  const [problems, setProblems] = useState<ReturnType<typeof formProblems>>({});

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const quill = editor.current;
    const found = formProblems(values, {
      text: quill?.getText() ?? '',
      hasImage: quill?.root.querySelector('img') != null,
    });
    setProblems(found);
    if (found.description) quill?.focus();
    else if (found.pay)
      event.currentTarget.querySelector<HTMLInputElement>('[name="salary"]')?.focus();
    else onSubmit();
  };
  // The description's problem goes once something is typed, as the pay's does once it changes.
  useEffect(() => {
    const quill = editor.current;
    if (!problems.description || !quill) return;
    const clear = () => setProblems(({ pay }) => (pay ? { pay } : {}));
    quill.on('text-change', clear);
    return () => {
      quill.off('text-change', clear);
    };
  }, [editor, problems.description]);
  const change = (patch: Partial<JobFormValues>) => {
    // A problem goes once its field changes; the next Add or Save checks again.
    if (problems.pay && ('salary' in patch || 'payNotDisclosed' in patch))
      setProblems(({ description }) => (description ? { description } : {}));
    onChange(patch);
  };

  return (
    <form onSubmit={submit} className="flex w-full max-w-3xl flex-col gap-5">
      {heading ? <PageHeading>{heading}</PageHeading> : null}
      {notice}
      <TextField
        label="Job Title"
        placeholder="Type here"
        required
        value={values.title}
        onChange={(e) => onChange({ title: e.target.value })}
      />
      <div>
        <p id={descriptionLabel} className="mb-1 text-sm font-medium text-gray-700">
          Job Description
        </p>
        <RichTextEditor
          labelId={descriptionLabel}
          editor={editor}
          initialHtml={initialDescription}
          onReady={onEditorReady}
          problemId={problems.description ? descriptionProblem : undefined}
        />
        {problems.description ? (
          <p id={descriptionProblem} role="alert" className="mt-1 text-sm text-red-700">
            {problems.description}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <LabelledSelect
          label="Job Category"
          options={JOB_CATEGORIES}
          value={values.category}
          onChange={(category) => onChange({ category })}
        />
        <LabelledSelect
          label="Job Location"
          options={JOB_LOCATIONS}
          value={values.location}
          onChange={(location) => onChange({ location })}
        />
        <LabelledSelect
          label="Job Level"
          options={JOB_LEVELS}
          value={values.level}
          onChange={(level) => onChange({ level })}
        />
        <LabelledSelect
          label="Employment Type"
          options={EMPLOYMENT_TYPES}
          labels={EMPLOYMENT_TYPE_LABELS}
          value={values.employmentType}
          onChange={(employmentType) => onChange({ employmentType })}
        />
        <LabelledSelect
          label="Workplace"
          options={WORKPLACES}
          labels={WORKPLACE_LABELS}
          value={values.workplace}
          onChange={(workplace) => onChange({ workplace })}
        />
        <div>
          <TextField
            label="Closing Date"
            type="date"
            required
            min={earliestClosingDay}
            max={latestClosingDay()}
            aria-describedby={closingHint}
            value={values.closesOn}
            onChange={(e) => onChange({ closesOn: e.target.value })}
          />
          <p id={closingHint} className="mt-1 text-xs text-gray-500">
            Listed until the end of this day.
          </p>
        </div>
      </div>
      <PayFields values={values} onChange={change} problem={problems.pay} />
      {children}
    </form>
  );
}
