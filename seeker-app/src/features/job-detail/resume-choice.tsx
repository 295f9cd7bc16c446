import { useId, useState } from 'react';
import { Button } from 'shared-ui/button';
import { Icon } from 'shared-ui/icon';
import { resumeFileProblem } from '../../shared/resume-file';

/**
 * The resume an application goes with: the one on file, named, or a PDF chosen here, which is
 * uploaded (and kept on file) as the application is sent.
 */
export function ResumeChoice({
  onFile,
  fileName,
  file,
  onChoose,
}: {
  /** Whether a resume is on file. */
  onFile: boolean;
  fileName: string | null;
  file: File | null;
  onChoose: (file: File | null) => void;
}) {
  const inputId = useId();
  const [replacing, setReplacing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (onFile && !replacing) {
    return (
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <p className="min-w-0 break-words">
          Resume on file: <span className="font-medium">{fileName ?? 'your resume'}</span>
        </p>
        <Button variant="ghost" className="px-2 py-1" onClick={() => setReplacing(true)}>
          Use another resume
        </Button>
      </div>
    );
  }

  const choose = (chosen: File | null) => {
    const wrong = chosen ? resumeFileProblem(chosen) : null;
    setProblem(wrong);
    onChoose(wrong ? null : chosen);
  };
  return (
    <div>
      <label
        htmlFor={inputId}
        className="flex max-w-full cursor-pointer items-center gap-2 rounded-md border border-brand-200 bg-brand-50 px-4 py-2 text-sm text-brand-700 focus-within:outline-2 focus-within:outline-brand-600"
      >
        <Icon name="upload" className="h-5 w-5 shrink-0" />
        <span className="min-w-0 [overflow-wrap:anywhere]">
          {file ? file.name : 'Upload your resume (PDF, 5 MB at most)'}
        </span>
        <input
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          aria-label="Upload your resume (PDF, 5 MB at most)"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-error` : undefined}
          // Asked for by "Use another resume", which is gone: the file chooser takes its focus.
          autoFocus={replacing}
          className="sr-only"
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
      </label>
      <p className="mt-1 text-xs text-gray-500">
        It is uploaded as you send the application, and kept as your resume on file.
      </p>
      {problem ? (
        <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
