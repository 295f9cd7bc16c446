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

/**
 * A state of a screen (loading, empty, failed) under the screen's own heading: the focus after
 * a navigation lands on a heading, and a screen reader user knows where they are meanwhile.
 */
export function HeadedScreen({
  heading,
  before,
  children,
}: {
  heading: string;
  /** Above the heading, such as a way back. */
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="max-w-5xl">
      {before}
      <PageHeading className="mb-4">{heading}</PageHeading>
      {children}
    </div>
  );
}
