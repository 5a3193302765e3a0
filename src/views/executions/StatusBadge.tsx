/** A coloured status pill showing the status as returned (spec §4); unknown statuses get a neutral look. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  const known = ['success', 'error', 'running', 'skipped', 'pending'].includes(status);
  return <span className={`status ${known ? `status-${status}` : 'status-neutral'}`}>{label}</span>;
}
