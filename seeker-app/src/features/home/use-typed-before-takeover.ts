import {
  useLayoutEffect,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import { takeTypedFields } from 'shared-api/first-paint/typed-fields';

interface Caret {
  name: string;
  start: number | null;
  end: number | null;
}

/**
 * A form that was painted by the server before this screen's code ran (its first paint) takes
 * over what the person typed there: the words go into its state, and the person stays in the
 * field they were in, caret and all, instead of finding the box emptied under their fingers.
 * Layout effects, so the screen's fields never paint without the words. An older shell keeps no
 * fields: the form then starts from the URL, as before.
 */
export function useTypedBeforeTakeover<Draft extends Record<string, string>>(
  form: RefObject<HTMLFormElement | null>,
  names: readonly (keyof Draft & string)[],
  setDraft: Dispatch<SetStateAction<Draft>>,
) {
  const [caret, setCaret] = useState<Caret | null>(null);

  useLayoutEffect(() => {
    const typed = Object.entries(takeTypedFields(names));
    if (typed.length === 0) return;
    setDraft((draft) => ({ ...draft, ...Object.fromEntries(typed.map(([n, f]) => [n, f.value])) }));
    const [name, field] = typed.find(([, f]) => f.focused) ?? [];
    // The caret waits for the render that puts the words in the field (the effect below).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server-painted form, once
    if (name && field) setCaret({ name, start: field.selectionStart, end: field.selectionEnd });
  }, [names, setDraft]);

  // Once the field holds the words, so that the caret lands inside them.
  useLayoutEffect(() => {
    if (!caret) return;
    const field = form.current?.elements.namedItem(caret.name);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    field.focus();
    if (caret.start !== null && caret.end !== null) field.setSelectionRange(caret.start, caret.end);
  }, [caret, form]);
}
