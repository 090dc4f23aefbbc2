/** Performance tab of the dashboard (built by the profile/performance issue). */
export default function PerformanceTab() {
  return (
    <section aria-labelledby="performance-title">
      <h2 id="performance-title" className="font-display text-2xl font-bold">
        Performance
      </h2>
      <p className="mt-2 text-ink-soft">This screen is being built.</p>
    </section>
  );
}
