import type Quill from 'quill';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { toast } from 'react-toastify';
import { usePostJob } from './api/post-job';
import {
  JOB_CATEGORIES,
  JOB_LEVELS,
  JOB_LOCATIONS,
  type JobCategory,
  type JobLevel,
  type JobLocation,
} from 'shared-api/contract';
import { Button } from 'shared-ui/button';
import { TextField } from 'shared-ui/text-field';
import { RichTextEditor } from './rich-text-editor';

const selectClass = 'w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm';

function Select<T extends string>(props: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {props.label}
      </label>
      <select
        id={id}
        className={selectClass}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as T)}
      >
        {props.options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </div>
  );
}

export function AddJobPage() {
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<JobCategory>('Programming');
  const [location, setLocation] = useState<JobLocation>('Bangalore');
  const [level, setLevel] = useState<JobLevel>('Begineer Level');
  const [salary, setSalary] = useState('0');
  const editor = useRef<Quill | null>(null);
  const descriptionLabel = useId();
  const postJob = usePostJob();

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    // Not getSemanticHTML(): Quill 2 writes every space there as &nbsp;, so lines would never wrap.
    const description = editor.current?.root.innerHTML ?? '';
    postJob.mutate(
      { title, description, category, location, level, salary: Number(salary) || 0 },
      {
        // Title, salary and editor reset; category, location and level stay for the next job.
        onSuccess: (message) => {
          toast.success(message);
          setTitle('');
          setSalary('0');
          editor.current?.setText('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex w-full max-w-3xl flex-col gap-5">
      <h1 className="text-2xl font-medium">Add Job</h1>
      <TextField
        label="Job Title"
        placeholder="Type here"
        required
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <div>
        <p id={descriptionLabel} className="mb-1 text-sm font-medium text-gray-700">
          Job Description
        </p>
        <RichTextEditor labelId={descriptionLabel} editor={editor} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Select
          label="Job Category"
          options={JOB_CATEGORIES}
          value={category}
          onChange={setCategory}
        />
        <Select
          label="Job Location"
          options={JOB_LOCATIONS}
          value={location}
          onChange={setLocation}
        />
        <Select label="Job Level" options={JOB_LEVELS} value={level} onChange={setLevel} />
      </div>
      <TextField
        label="Job Salary"
        type="number"
        min={0}
        step={1}
        placeholder="25000"
        className="sm:w-48"
        value={salary}
        onChange={(e) => setSalary(e.target.value)}
      />
      <Button type="submit" className="w-28 py-3" disabled={postJob.isPending}>
        {postJob.isPending ? 'Adding…' : 'Add'}
      </Button>
    </form>
  );
}
