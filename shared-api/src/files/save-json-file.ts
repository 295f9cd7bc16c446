/**
 * Hands `data` to the browser as a JSON file named `name`. The apps' exports are fetched with the
 * session's header (a plain link could not send it), so the file is saved through a short-lived
 * object URL instead.
 */
export function saveJsonFile(data: unknown, name: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
