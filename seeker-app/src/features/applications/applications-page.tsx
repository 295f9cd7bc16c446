import '../../styles.css';
import { StatusMessage } from 'shared-ui/status-message';

export default function ApplicationsPage() {
  return (
    <div className="container mx-auto min-h-[65vh] px-4 py-10 2xl:px-20">
      <h2 className="text-xl font-semibold">Your Resume</h2>
      <StatusMessage title="Sign in to see your resume and the jobs you applied to" />
    </div>
  );
}
