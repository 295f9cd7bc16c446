/** Hierarchical keys of the signed-in company's data; ['company'] covers all of it. */
export const companyKeys = {
  all: ['company'] as const,
  profile: () => [...companyKeys.all, 'profile'] as const,
  jobs: () => [...companyKeys.all, 'jobs'] as const,
  applicants: () => [...companyKeys.all, 'applicants'] as const,
};
