import { Link } from 'react-router-dom';
import { StatusMessage } from 'shared-ui/status-message';

export function NotFoundPage() {
  return (
    <StatusMessage
      title="This page does not exist."
      action={
        <Link className="text-brand-600 underline" to="/">
          Back to the jobs
        </Link>
      }
    />
  );
}
