import { useIsFetching } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useAppState } from 'shared-api/app-state';

export function Navbar() {
  const { setShowRecruiterLogin } = useAppState();
  // Counts every query in the one QueryClient, the remotes' included.
  const fetching = useIsFetching();
  return (
    <header className="relative shadow">
      <nav className="container mx-auto flex items-center justify-between px-4 py-4 2xl:px-20">
        <Link to="/" className="text-2xl font-bold text-brand-700" aria-label="Job Board home">
          Job<span className="text-gray-800">Board</span>
        </Link>
        <div className="flex gap-4 max-sm:text-xs">
          <button
            type="button"
            className="text-gray-600"
            onClick={() => setShowRecruiterLogin(true)}
          >
            Recruiter Login
          </button>
          <button type="button" className="rounded-full bg-brand-600 px-6 py-2 text-white sm:px-9">
            Login
          </button>
        </div>
      </nav>
      {fetching > 0 ? (
        <div
          role="progressbar"
          aria-label="Loading data"
          className="absolute bottom-0 left-0 h-0.5 w-full animate-pulse bg-brand-500"
        />
      ) : null}
    </header>
  );
}
