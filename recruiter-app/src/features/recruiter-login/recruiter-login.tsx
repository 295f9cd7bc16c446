import '../../styles.css';
import { useEffect } from 'react';
import { useAppState } from 'shared-api/app-state';

export default function RecruiterLogin() {
  const { setShowRecruiterLogin } = useAppState();

  // The spec locks page scroll while the overlay is open.
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  return (
    <div className="fixed inset-0 z-10 flex items-center justify-center bg-black/30 backdrop-blur-sm">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="recruiter-login-title"
        className="relative rounded-xl bg-white p-10 text-slate-500"
      >
        <h1
          id="recruiter-login-title"
          className="text-center text-2xl font-medium text-neutral-700"
        >
          Recruiter Login
        </h1>
        <p className="text-sm">Welcome back! Please sign in to continue.</p>
        <button
          type="button"
          aria-label="Close"
          className="absolute right-5 top-5"
          onClick={() => setShowRecruiterLogin(false)}
        >
          ✕
        </button>
      </div>
    </div>
  );
}
