import { useEffect, useId, useRef } from 'react';
import { QUESTIONS_MAX } from 'shared-api/contract';
import { buttonClass } from 'shared-ui/button';
import { newDraft, type QuestionDraft } from './question-drafts';
import { QuestionFields } from './question-fields';

/** The job's screening questions, asked of every applicant, up to QUESTIONS_MAX. */
export function QuestionsEditor({
  drafts,
  onChange,
}: {
  drafts: readonly QuestionDraft[];
  onChange: (drafts: QuestionDraft[]) => void;
}) {
  const hint = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const removed = useRef(false);
  const full = drafts.length >= QUESTIONS_MAX;

  // The removed question's button goes with it, and focus would fall to the page's top: it goes
  // to "Add a question" once that is drawn (enabled again if the list was full).
  useEffect(() => {
    if (!removed.current) return;
    removed.current = false;
    addButton.current?.focus();
  }, [drafts.length]);

  const update = (key: string, patch: Partial<QuestionDraft>) =>
    onChange(drafts.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));
  const remove = (key: string) => {
    removed.current = true;
    onChange(drafts.filter((draft) => draft.key !== key));
  };

  return (
    <section aria-labelledby={`${hint}-title`} className="flex flex-col gap-3">
      <h2 id={`${hint}-title`} className="text-lg font-medium">
        Screening questions
      </h2>
      <p id={hint} className="text-sm text-gray-500">
        Optional, up to {QUESTIONS_MAX}. Applicants answer them when they apply; an applicant whose
        answer differs from a &ldquo;Must answer&rdquo; is marked as screened out.
      </p>
      {drafts.map((draft, index) => (
        <QuestionFields
          key={draft.key}
          number={index + 1}
          draft={draft}
          onChange={(patch) => update(draft.key, patch)}
          onRemove={() => remove(draft.key)}
        />
      ))}
      <div>
        <button
          ref={addButton}
          type="button"
          className={buttonClass('outline')}
          aria-describedby={hint}
          disabled={full}
          onClick={() => onChange([...drafts, newDraft()])}
        >
          Add a question
        </button>
        {full ? (
          <p className="mt-1 text-xs text-gray-500">
            A job asks at most {QUESTIONS_MAX} questions.
          </p>
        ) : null}
      </div>
    </section>
  );
}
