/**
 * The shell loads every shared-api and shared-ui module the remotes use, so that each remote
 * takes the shell's copy (share strategy 'loaded-first') and downloads none of its own.
 * - shared-api: a remote that had to fall back on its own copy of one would also download that
 *   copy's own zod and axios, which the federation plugin bundles with every fallback of a shared
 *   package (about 46 KB gzipped, measured by `pnpm bench`).
 * - shared-ui: the components are small, but each fallback is one more round of downloads
 *   between the remote's entry and its screen.
 * A module a remote starts to use belongs here too; e2e/tests/apart.spec.ts checks that the
 * seeker downloads no shared code of its own.
 */
import 'shared-api/contract';
import 'shared-api/company/change-status';
import 'shared-api/company/change-visibility';
import 'shared-api/company/get-company';
import 'shared-api/company/list-applicants';
import 'shared-api/company/list-jobs';
import 'shared-api/company/login';
import 'shared-api/company/post-job';
import 'shared-api/company/register';
import 'shared-api/jobs/get-job';
import 'shared-api/jobs/home-search';
import 'shared-api/jobs/list-jobs';
import 'shared-api/users/apply';
import 'shared-api/users/get-user';
import 'shared-api/users/list-applications';
import 'shared-api/users/update-resume';
import 'shared-ui/chip';
import 'shared-ui/footer';
import 'shared-ui/icon';
import 'shared-ui/job-card';
import 'shared-ui/pagination';
import 'shared-ui/status-badge';
import 'shared-ui/table-box';
