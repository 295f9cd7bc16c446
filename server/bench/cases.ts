import { EMPLOYMENT_TYPES, JOB_CATEGORIES, JOB_LOCATIONS, WORKPLACES } from 'shared-api/contract';
import { pick } from './seed-jobs';

/** A page of the public list, as the home page asks for it. */
export const page = (query: Record<string, string | number>) =>
  `/api/jobs?${new URLSearchParams({ pageSize: '6', ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) }).toString()}`;

const titleWords = ['engineer', 'react', 'data', 'designer', 'senior', 'manager', 'python', 'go'];
const rareWords = ['zzzz', 'astronaut', 'chef', 'pilot'];

/**
 * 200 different searches, the kind visitors send: browsing the first pages, chips and filters
 * (work type, workplace and minimum pay among them), title searches that match many or
 * none, title plus location, the odd deep page.
 */
export function searchMix(): string[] {
  return Array.from({ length: 200 }, (_, i) => {
    switch (i % 8) {
      case 0:
        return page({ page: 1 + (i % 5) });
      case 1:
        return page({
          page: 1 + (i % 3),
          categories: [pick(JOB_CATEGORIES, i), pick(JOB_CATEGORIES, i + 3)].join(','),
        });
      case 2:
        return page({
          page: 1 + (i % 3),
          categories: [pick(JOB_CATEGORIES, i), pick(JOB_CATEGORIES, i + 3)].join(','),
          workplaces: [pick(WORKPLACES, i), pick(WORKPLACES, i + 1)].join(','),
        });
      case 3:
        return page({
          page: 1,
          categories: pick(JOB_CATEGORIES, i),
          locations: [pick(JOB_LOCATIONS, i), pick(JOB_LOCATIONS, i + 2)].join(','),
          employmentTypes: pick(EMPLOYMENT_TYPES, i),
          minSalary: 50_000 + (i % 5) * 20_000,
        });
      case 4:
        return page({ page: 1 + (i % 4), title: pick(titleWords, i) });
      case 5:
        return page({ page: 1, title: pick(titleWords, i + 1), location: pick(JOB_LOCATIONS, i) });
      case 6:
        return page({ page: 1, title: `${pick(rareWords, i)}${i}` });
      default:
        return page({ page: 10 + i * 3 });
    }
  });
}

/**
 * Keyword searches (`q`), as people type them: one common word, two words, a phrase, a
 * misspelling (answered through "did you mean") and a word with no match, each alone and with
 * filters, the first pages, relevance order unless the case asks for pay.
 */
export function keywordMix(): string[] {
  const keywords = ['engineer', 'senior react', '"data engineer"', 'pythn', 'astronaut'];
  return Array.from({ length: 200 }, (_, i) => {
    const q = pick(keywords, i);
    const filtered = Math.floor(i / keywords.length) % 2 === 1;
    return page({
      page: 1 + (i % 3),
      q,
      ...(filtered
        ? {
            categories: [pick(JOB_CATEGORIES, i), pick(JOB_CATEGORIES, i + 3)].join(','),
            workplaces: pick(WORKPLACES, i),
          }
        : {}),
      ...(i % 10 === 9 ? { sort: 'pay' } : {}),
    });
  });
}
