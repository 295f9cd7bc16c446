import { queryOptions, useQuery } from '@tanstack/react-query';
import { privacyFactsResponseSchema } from 'shared-api/contract';
import { request } from 'shared-api/http';

export const privacyKeys = {
  all: ['privacy'] as const,
  facts: () => [...privacyKeys.all, 'facts'] as const,
};

/** GET /api/privacy: the retention period the server applies. */
export async function fetchPrivacyFacts() {
  const data = await request<unknown>({ method: 'GET', url: '/api/privacy' });
  return privacyFactsResponseSchema.parse(data);
}

export const privacyFactsQuery = () =>
  queryOptions({ queryKey: privacyKeys.facts(), queryFn: fetchPrivacyFacts, staleTime: Infinity });

/** The retention days the server applies; the default until it answers (or if it cannot). */
export function useRetentionDays(fallback: number): number {
  return useQuery(privacyFactsQuery()).data?.applicationRetentionDays ?? fallback;
}
