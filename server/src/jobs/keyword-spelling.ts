const MAX_RESPELT_WORDS = 5;

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
    .filter((word) => word.length >= 4 && word !== 'or');
  // A few words are tried: each is a trigram lookup, and a search of many words is no typo.
  return [...new Set(words)].slice(0, MAX_RESPELT_WORDS);
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
