import '../../styles.css';
import { Outlet } from 'react-router-dom';

/** The recruiter dashboard layout; its screens arrive with the recruiter issues. */
export default function DashboardPage() {
  return (
    <div className="container mx-auto min-h-[60vh] px-4 py-10 2xl:px-20">
      <h1 className="text-2xl font-medium">Recruiter dashboard</h1>
      <p className="mt-2 text-gray-600">
        Log in as a recruiter to post jobs and review applicants.
      </p>
      <Outlet />
    </div>
  );
}
