/** Hierarchical keys of a job seeker's own data; ['user'] covers every signed-in person's. */
export const userKeys = {
  all: ['user'] as const,
  of: (userId: string | null) => [...userKeys.all, userId ?? 'signed-out'] as const,
  profile: (userId: string | null) => [...userKeys.of(userId), 'profile'] as const,
  applications: (userId: string | null) => [...userKeys.of(userId), 'applications'] as const,
};
