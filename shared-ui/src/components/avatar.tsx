import { useState } from 'react';

const palette = ['bg-sky-600', 'bg-emerald-600', 'bg-violet-600', 'bg-amber-600', 'bg-rose-600'];

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('') || '?';

/** A person's picture, or their initials drawn when there is none or it does not load. */
export function Avatar({
  name,
  src,
  size = 'h-9 w-9',
}: {
  name: string;
  src: string;
  size?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt={name}
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
      role="img"
      aria-label={name}
      className={`${size} ${colour ?? 'bg-sky-600'} flex shrink-0 items-center justify-center rounded-full text-xs font-semibold text-white`}
    >
      {initialsOf(name)}
    </span>
  );
}
