/** A friendly padlock (decorative), drawn rather than an emoji so it shows on every device. */
export function LockIcon({ className = 'size-6' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      <path
        d="M7 10V7.5a5 5 0 0 1 10 0V10"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <rect x="4" y="10" width="16" height="11" rx="3.5" fill="currentColor" />
      <circle cx="12" cy="15.5" r="1.8" fill="#fff" opacity="0.9" />
    </svg>
  );
}
