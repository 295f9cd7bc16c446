const tones: Record<string, string> = {
  Accepted: 'bg-green-100 text-green-800',
  Rejected: 'bg-red-100 text-red-800',
};

/** An application status: green for Accepted, red for Rejected, blue otherwise. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded px-4 py-1.5 text-sm ${tones[status] ?? 'bg-blue-100 text-blue-800'}`}
    >
      {status}
    </span>
  );
}
