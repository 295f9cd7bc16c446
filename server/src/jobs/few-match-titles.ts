/**
 * Title searches whose last answer matched few jobs (no more than the count cap), so that the
 * next one is answered through the trigram index with a kept plan (`job-page.ts`). Only a hint:
 * every answer is computed in full either way, a wrong guess costs time and is corrected by the
 * answer it gave. Bounded, oldest first out, since the titles come from visitors.
 */
export class FewMatchTitles {
  private readonly titles = new Set<string>();

  constructor(private readonly max = 5_000) {}

  has(title: string): boolean {
    return this.titles.has(title.toLowerCase());
  }

  /** Remembers what one search found: few matches (kept) or more (forgotten). */
  note(title: string, few: boolean): void {
    const key = title.toLowerCase();
    this.titles.delete(key);
    if (!few) return;
    this.titles.add(key);
    if (this.titles.size <= this.max) return;
    const oldest = this.titles.values().next();
    if (!oldest.done) this.titles.delete(oldest.value);
  }
}
