import '../styles.css';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useAppState } from 'shared-api/app-state';
import { AddJobPage } from '../features/add-job/add-job-page';
import { DashboardLayout } from '../features/dashboard-layout/dashboard-layout';
import { LoginRequired } from '../features/dashboard-layout/login-required';
import { EditJobPage } from '../features/edit-job/edit-job-page';
import { JobInsightsPage } from '../features/job-insights/job-insights-page';
import { ManageJobsPage } from '../features/manage-jobs/manage-jobs-page';
import { TeamPage } from '../features/team/team-page';
import { ViewApplicationsPage } from '../features/view-applications/view-applications-page';

/**
 * /dashboard and its children (docs/product.md, Screens). The children exist only with a company token;
 * without one, any dashboard URL asks for the recruiter login.
 */
export default function DashboardRoutes() {
  const { companyToken } = useAppState();
  if (!companyToken) return <LoginRequired />;
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<Navigate to="/dashboard/manage-jobs" replace />} />
        <Route path="add-job" element={<AddJobPage />} />
        <Route path="manage-jobs" element={<ManageJobsPage />} />
        <Route path="edit-job/:id" element={<EditJobPage />} />
        <Route path="view-applications" element={<ViewApplicationsPage />} />
        <Route path="insights/:jobId" element={<JobInsightsPage />} />
        <Route path="team" element={<TeamPage />} />
        <Route path="*" element={<Navigate to="/dashboard/manage-jobs" replace />} />
      </Route>
    </Routes>
  );
}
