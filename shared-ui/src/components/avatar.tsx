import { useState } from 'react';

// The 700 shades: white initials reach 4.5:1 on each (the 600s of sky, emerald and amber do not).
const palette = ['bg-sky-700', 'bg-emerald-700', 'bg-violet-700', 'bg-amber-700', 'bg-rose-700'];

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('') || '?';

/**
 * A person's picture, or their initials drawn when there is none or it does not load. A
 * `decorative` one sits inside a control named otherwise: its picture says nothing, and its
 * initials are plain text that the control's name then holds (a name must contain what it
 * shows, WCAG 2.5.3).
 */
export function Avatar({
  name,
  src,
  size = 'h-9 w-9',
  decorative = false,
}: {
  name: string;
  src: string;
  size?: string;
  decorative?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt={decorative ? '' : name}
        onError={() => setFailed(src)}
        className={`${size} shrink-0 rounded-full object-cover`}
      />
    );
  }
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) hash += name.charCodeAt(i);
  const colour = palette[hash % palette.length];
  return (
    <span
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      className={`${size} ${colour ?? 'bg-sky-700'} flex shrink-0 items-center justify-center rounded-full text-xs font-semibold text-white`}
    >
      {initialsOf(name)}
    </span>
  );
}
