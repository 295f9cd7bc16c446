/**
 * Whether `pathname` is one of the router's path patterns (`/`, `/apply-jobs/:id`,
 * `/dashboard/*`): the subset of React Router's patterns the apps' manifests use. A parameter
 * takes one non-empty segment; a final `*` takes the rest, or nothing.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  for (const [index, part] of wanted.entries()) {
    if (part === '*' && index === wanted.length - 1) return true;
    const segment = given[index];
    if (segment === undefined) return false;
    if (!part.startsWith(':') && part.toLowerCase() !== decodeSegment(segment).toLowerCase()) {
      return false;
    }
  }
  return given.length === wanted.length;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
