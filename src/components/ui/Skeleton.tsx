/** A grey placeholder block of a given size (Tailwind classes) shown while content loads. */
export function Skeleton({ className = '', label }: { className?: string; label?: string }) {
  return (
    <div
      aria-hidden="true"
      data-skeleton={label}
      className={`animate-pulse rounded-card bg-skeleton motion-reduce:animate-none ${className}`}
    />
  );
}
