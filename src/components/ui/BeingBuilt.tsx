/** Honest interim state for a screen another issue is still building. */
export function BeingBuilt({ title }: { title: string }) {
  return (
    <main className="min-h-dvh grid place-items-center bg-cloud p-6 text-center">
      <div>
        <h1 className="font-display text-3xl font-bold">{title}</h1>
        <p className="mt-2 text-ink-soft">This screen is being built.</p>
      </div>
    </main>
  );
}
