import type { ReactNode } from 'react';

/**
 * A company's logo, name and open job count: the top of its page, and of the page's first paint
 * (./first-paint.tsx), which must be the same boxes.
 */
export function CompanyHeader({
  name,
  image,
  openJobs,
}: {
  name: string;
  image: string;
  /** As `openJobsText` words it. */
  openJobs: string;
}) {
  return (
    <div className="mb-10 flex flex-col items-center gap-6 rounded-lg border border-sky-300 bg-sky-50 px-6 py-10 text-center sm:flex-row sm:px-14 sm:text-left">
      <img
        className="h-24 w-24 shrink-0 rounded-lg border border-gray-200 bg-white object-contain p-4"
        src={image}
        alt={`${name} logo`}
      />
      <div className="min-w-0">
        <h1 className="text-2xl font-medium text-neutral-700 [overflow-wrap:anywhere] sm:text-4xl">
          {name}
        </h1>
        <p className="mt-2 text-gray-600">{openJobs}</p>
      </div>
    </div>
  );
}

/** The open jobs' section: in the first paint, its heading alone, the jobs coming with the screen. */
export function OpenJobsSection({ children }: { children?: ReactNode }) {
  return (
    <section id="open-jobs" aria-labelledby="open-jobs-heading" className="scroll-mt-4">
      <h2 id="open-jobs-heading" tabIndex={-1} className="mb-6 text-2xl font-medium">
        Open jobs
      </h2>
      {children}
    </section>
  );
}

/** The page's frame around its header and open jobs. */
export const companyPageClass = 'container mx-auto px-4 py-10 2xl:px-20';
