/**
 * Every module the shell offers the remotes, by the name a remote imports it under. A remote
 * takes the shell's copy of each (share strategy 'loaded-first') and downloads none of its own:
 * - React, ReactDOM, the router, react-query, react-toastify and shared-api's state must be one
 *   copy per page, or hooks and contexts break across the app boundary;
 * - a remote's own copy of a shared-api module would also bring its own zod and axios, which the
 *   federation plugin bundles with every fallback (about 46 KB gzipped, measured by `pnpm bench`);
 * - each own copy of a shared-ui component is one more round of downloads before its screen.
 * So every module shared-api and shared-ui export is here (host-runtime.test.ts checks that).
 * `react-router-dom` is the part of the router the apps use (router-surface.ts, decision 16).
 */
import * as reactQuery from '@tanstack/react-query';
import * as react from 'react';
import * as reactJsxDevRuntime from 'react/jsx-dev-runtime';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactToastify from 'react-toastify';
import * as appState from 'shared-api/app-state';
import * as signIn from 'shared-api/auth/sign-in';
import * as signOut from 'shared-api/auth/sign-out';
import * as signUp from 'shared-api/auth/sign-up';
import * as changeStatus from 'shared-api/company/change-status';
import * as changeVisibility from 'shared-api/company/change-visibility';
import * as getCompany from 'shared-api/company/get-company';
import * as companyKeys from 'shared-api/company/keys';
import * as listApplicants from 'shared-api/company/list-applicants';
import * as companyListJobs from 'shared-api/company/list-jobs';
import * as companyLogin from 'shared-api/company/login';
import * as postJob from 'shared-api/company/post-job';
import * as companyRegister from 'shared-api/company/register';
import * as companySession from 'shared-api/company/session';
import * as contract from 'shared-api/contract';
import * as http from 'shared-api/http';
import * as getJob from 'shared-api/jobs/get-job';
import * as homeSearch from 'shared-api/jobs/home-search';
import * as listJobs from 'shared-api/jobs/list-jobs';
import * as queryClient from 'shared-api/query-client';
import * as queryMeta from 'shared-api/query-meta';
import * as seekerAuth from 'shared-api/seeker-auth';
import * as apply from 'shared-api/users/apply';
import * as getUser from 'shared-api/users/get-user';
import * as userKeys from 'shared-api/users/keys';
import * as listApplications from 'shared-api/users/list-applications';
import * as updateResume from 'shared-api/users/update-resume';
import * as avatar from 'shared-ui/avatar';
import * as brandLogo from 'shared-ui/brand-logo';
import * as button from 'shared-ui/button';
import * as chip from 'shared-ui/chip';
import * as dialog from 'shared-ui/dialog';
import * as footer from 'shared-ui/footer';
import * as htmlPreview from 'shared-ui/html-preview';
import * as icon from 'shared-ui/icon';
import * as jobCard from 'shared-ui/job-card';
import * as menuButton from 'shared-ui/menu-button';
import * as pagination from 'shared-ui/pagination';
import * as spinner from 'shared-ui/spinner';
import * as statusBadge from 'shared-ui/status-badge';
import * as statusMessage from 'shared-ui/status-message';
import * as tableBox from 'shared-ui/table-box';
import * as textField from 'shared-ui/text-field';
import * as routerSurface from './router-surface';

export const hostModules: Readonly<Record<string, object>> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  // What the remotes' dev servers compile JSX to.
  'react/jsx-dev-runtime': reactJsxDevRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  'react-router-dom': routerSurface,
  '@tanstack/react-query': reactQuery,
  'react-toastify': reactToastify,
  'shared-api/app-state': appState,
  'shared-api/auth/sign-in': signIn,
  'shared-api/auth/sign-out': signOut,
  'shared-api/auth/sign-up': signUp,
  'shared-api/company/change-status': changeStatus,
  'shared-api/company/change-visibility': changeVisibility,
  'shared-api/company/get-company': getCompany,
  'shared-api/company/keys': companyKeys,
  'shared-api/company/list-applicants': listApplicants,
  'shared-api/company/list-jobs': companyListJobs,
  'shared-api/company/login': companyLogin,
  'shared-api/company/post-job': postJob,
  'shared-api/company/register': companyRegister,
  'shared-api/company/session': companySession,
  'shared-api/contract': contract,
  'shared-api/http': http,
  'shared-api/jobs/get-job': getJob,
  'shared-api/jobs/home-search': homeSearch,
  'shared-api/jobs/list-jobs': listJobs,
  'shared-api/query-client': queryClient,
  'shared-api/query-meta': queryMeta,
  'shared-api/seeker-auth': seekerAuth,
  'shared-api/users/apply': apply,
  'shared-api/users/get-user': getUser,
  'shared-api/users/keys': userKeys,
  'shared-api/users/list-applications': listApplications,
  'shared-api/users/update-resume': updateResume,
  'shared-ui/avatar': avatar,
  'shared-ui/brand-logo': brandLogo,
  'shared-ui/button': button,
  'shared-ui/chip': chip,
  'shared-ui/dialog': dialog,
  'shared-ui/footer': footer,
  'shared-ui/html-preview': htmlPreview,
  'shared-ui/icon': icon,
  'shared-ui/job-card': jobCard,
  'shared-ui/menu-button': menuButton,
  'shared-ui/pagination': pagination,
  'shared-ui/spinner': spinner,
  'shared-ui/status-badge': statusBadge,
  'shared-ui/status-message': statusMessage,
  'shared-ui/table-box': tableBox,
  'shared-ui/text-field': textField,
};
