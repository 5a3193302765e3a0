/** A small inline spinner (decorative; pair it with a text). */
export function Spinner({ className }: { className?: string }) {
  return <span className={`spinner ${className ?? ''}`} aria-hidden="true" />;
}
