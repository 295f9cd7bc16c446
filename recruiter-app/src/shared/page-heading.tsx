import type { ReactNode } from 'react';

/** A dashboard screen's title, alike on every screen; `className` only spaces it. */
export function PageHeading({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return <h1 className={`text-2xl font-medium break-words ${className}`}>{children}</h1>;
}
