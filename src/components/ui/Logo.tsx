import { PipShape } from './Mascot';

/** The MathPop wordmark with Pip's face. Decorative mark plus real text, so it reads as "MathPop". */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-display text-2xl font-bold ${className}`}>
      <svg viewBox="0 0 200 200" width="40" height="40" aria-hidden="true">
        <PipShape pose="happy" />
      </svg>
      <span>
        {/* i18n-ignore: the brand name, the same in every language */}
        <span className="text-ink">Math</span>
        {/* i18n-ignore: the brand name */}
        <span className="text-primary">Pop</span>
      </span>
    </span>
  );
}
