import { htmlPreview } from './html-preview';

export interface JobCardData {
  title: string;
  location: string;
  level: string;
  category: string;
  description: string;
  companyId: { name: string; image: string };
}

export const DESCRIPTION_PREVIEW_CHARS = 150;

/** One job in a list. Both buttons open the job; the caller decides how to navigate. */
export function JobCard({ job, onOpen }: { job: JobCardData; onOpen: () => void }) {
  return (
    <article className="rounded border border-gray-200 p-6 shadow" aria-label={job.title}>
      <div className="flex items-center justify-between">
        <img className="h-8" src={job.companyId.image} alt={`${job.companyId.name} logo`} />
      </div>
      <h4 className="mt-2 text-xl font-medium">{job.title}</h4>
      <div className="mt-2 flex flex-wrap items-center gap-3 text-xs">
        <span className="rounded border border-blue-200 bg-blue-50 px-4 py-1.5">
          {job.location}
        </span>
        <span className="rounded border border-red-200 bg-red-50 px-4 py-1.5">{job.level}</span>
        <span className="rounded border border-green-200 bg-green-50 px-4 py-1.5">
          {job.category}
        </span>
      </div>
      <div
        className="mt-4 text-sm text-gray-500"
        // The description was sanitised by the server with an allow-list before it was stored.
        dangerouslySetInnerHTML={{
          __html: htmlPreview(job.description, DESCRIPTION_PREVIEW_CHARS),
        }}
      />
      <div className="mt-4 flex gap-4 text-sm">
        <button
          type="button"
          onClick={onOpen}
          className="rounded bg-brand-600 px-4 py-2 text-white"
        >
          Apply Now
        </button>
        <button
          type="button"
          onClick={onOpen}
          className="rounded border border-gray-500 px-4 py-2 text-gray-500"
        >
          Learn More
        </button>
      </div>
    </article>
  );
}
