/**
 * The words of a keyword search that may be misspelt: plain words, not in a "phrase", not
 * excluded with -, and not the word "or", which web search reads as an operator.
 */
export function plainWords(q: string): string[] {
  const outsideQuotes = q.replace(/"[^"]*"?/g, ' ');
  const words = outsideQuotes
    .split(/\s+/)
    .filter((token) => token !== '' && !token.startsWith('-'))
    .map((token) => token.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, ''))
    .filter((word) => word.length >= 3 && word !== 'or');
  return [...new Set(words)];
}

/** The search with each misspelt word put right, or null when none was. */
export function respelt(q: string, spellings: ReadonlyMap<string, string>): string | null {
  // Only outside quotes, as plainWords found them.
  const fixed = q
    .split(/("[^"]*"?)/)
    .map((part) =>
      part.startsWith('"')
        ? part
        : part.replace(/[\p{L}\p{N}+#]+/gu, (word) => spellings.get(word.toLowerCase()) ?? word),
    )
    .join('')
    .trim();
  return fixed === q.trim() ? null : fixed;
}
