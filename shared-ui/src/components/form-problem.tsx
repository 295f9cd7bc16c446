import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';

interface Problem<F extends string> {
  message: string;
  fields: F[];
}

/**
 * Why a submit was refused, said in the form as well as in the shell's toast (decision 8): the
 * message under the fields, the fields it is about marked invalid and described by it, and the
 * focus on the first of them, so a keyboard or screen reader user lands where the fix goes. It
 * clears once the person edits. The server's messages name what they are about ("Invalid email
 * or password", "This password is too common"), so a form tells which words point to which field;
 * a message naming none ("Too many failed attempts...") marks none. `form` is the form's ref.
 */
export function useFormProblem<F extends string>(
  form: RefObject<HTMLFormElement | null>,
  wordsOf: Record<F, RegExp>,
) {
  const [problem, setProblem] = useState<Problem<F> | null>(null);
  const messageId = useId();
  const words = useRef(wordsOf);

  // After the render that marked the fields: a two-step form may first bring them back.
  useEffect(() => {
    if (problem) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, problem]);

  /** Shows `message`, about the fields its words name, or about `fields` when given. */
  const show = useCallback((message: string, fields?: F[]) => {
    const named = Object.entries(words.current) as [F, RegExp][];
    setProblem({
      message,
      fields: fields ?? named.filter(([, re]) => re.test(message)).map(([field]) => field),
    });
  }, []);
  const clear = useCallback(() => setProblem(null), []);
  const invalid = (field: F) => problem?.fields.includes(field) ?? false;

  /** A field's ARIA: invalid and described by the message while it is about this field. */
  const fieldProps = (field: F, hintId?: string) =>
    invalid(field)
      ? {
          'aria-invalid': true as const,
          'aria-describedby': hintId ? `${hintId} ${messageId}` : messageId,
        }
      : { 'aria-describedby': hintId };

  return {
    message: problem?.message ?? null,
    show,
    clear,
    invalid,
    fieldProps,
    messageId,
  };
}

/** The message itself, under the form's fields: read out as it appears. */
export function FormProblemMessage({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium break-words text-red-700">
      {message}
    </p>
  );
}
