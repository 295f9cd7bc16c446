import type { ReactNode } from 'react';

/**
 * A clear, bordered message for errors and empty states, with an optional action. `heading`:
 * the message is the whole screen (not found), so its title is the page's level-one heading.
 */
export function StatusMessage({
  title,
  children,
  action,
  tone = 'neutral',
  heading = false,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
  heading?: boolean;
}) {
  const Title = heading ? 'h1' : 'p';
  const border = tone === 'error' ? 'border-red-200 bg-red-50' : 'border-gray-200 bg-gray-50';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`m-4 rounded-lg border p-6 text-center ${border}`}
    >
      <Title className="font-medium text-gray-800">{title}</Title>
      {children ? <div className="mt-2 text-sm text-gray-600">{children}</div> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
