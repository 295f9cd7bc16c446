import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { PROFILE_SKILLS_MAX, SKILL_MAX } from 'shared-api/contract';
import { Button } from 'shared-ui/button';
import { Chip } from 'shared-ui/chip';

/** Skills as short tags: typed one at a time, each listed once, up to PROFILE_SKILLS_MAX. */
export function SkillsField({
  skills,
  onChange,
  error,
}: {
  skills: string[];
  onChange: (skills: string[]) => void;
  error?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const full = skills.length >= PROFILE_SKILLS_MAX;

  const add = () => {
    const skill = draft.trim();
    if (!skill || full) return;
    if (!skills.some((one) => one.toLowerCase() === skill.toLowerCase()))
      onChange([...skills, skill]);
    setDraft('');
  };
  // The removed tag's button leaves with it: the keyboard goes on from the skill box.
  const removeSkill = (skill: string) => {
    onChange(skills.filter((one) => one !== skill));
    input.current?.focus();
  };
  // Enter adds the skill, rather than sending the whole form half-written.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        Skills
      </label>
      <p id={`${id}-hint`} className="text-xs text-gray-500">
        {skills.length} of {PROFILE_SKILLS_MAX}, {SKILL_MAX} characters each
        {full ? '. Remove one to add another.' : ''}
      </p>
      <div className="mt-1 flex gap-2">
        <input
          ref={input}
          id={id}
          value={draft}
          maxLength={SKILL_MAX}
          // Read-only rather than disabled when the list is full: the skill just added keeps the
          // focus here, and a removed tag's gives it back to a box that can take it.
          readOnly={full}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1 rounded-md border border-gray-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        <Button variant="outline" onClick={add} aria-disabled={full || undefined}>
          Add skill
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {skills.length > 0 ? (
        <ul aria-label="Your skills" className="mt-2 flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li key={skill} className="max-w-full break-words">
              <Chip label={skill} onRemove={() => removeSkill(skill)} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
