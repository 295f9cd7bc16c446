import type { ReactNode } from 'react';

/** A table that scrolls sideways inside its own box, so the page never does at phone width. */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-lg border border-gray-200 bg-white"
    >
      <table className="min-w-full text-left text-sm">{children}</table>
    </div>
  );
}

export const thClass =
  'whitespace-nowrap border-b border-gray-200 bg-gray-50 px-4 py-3 font-medium text-gray-700';
export const tdClass = 'border-b border-gray-100 px-4 py-3 align-middle';
