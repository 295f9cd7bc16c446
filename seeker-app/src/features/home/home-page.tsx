import '../../styles.css';
import { useState } from 'react';
import { JOB_PAGE_SIZE } from 'shared-api/contract';
import { useJobs } from 'shared-api/jobs/list-jobs';
import { JobList } from './job-list';

export default function HomePage() {
  const [page, setPage] = useState(1);
  const jobs = useJobs({ page, pageSize: JOB_PAGE_SIZE });

  return (
    <div className="container mx-auto px-4 2xl:px-20">
      <section className="my-10 rounded-xl bg-gradient-to-r from-purple-800 to-purple-950 py-16 text-center text-white">
        <h1 className="mb-4 text-2xl font-medium md:text-3xl lg:text-4xl">
          Over 10,000+ jobs to apply
        </h1>
        <p className="mx-auto max-w-xl px-5 text-sm font-light">
          Your Next Big Career Move Starts Right Here - Explore the Best Job Opportunities and Take
          the First Step Toward Your Future!
        </p>
      </section>
      <section id="job-list" className="py-8">
        <h2 className="py-2 text-3xl font-medium">Latest Jobs</h2>
        <p className="mb-8">Get your desired job from top companies</p>
        <JobList query={jobs} page={page} onPage={setPage} />
      </section>
    </div>
  );
}
