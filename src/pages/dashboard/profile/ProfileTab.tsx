/** Profile tab of the dashboard (built by the profile/performance issue). */
export default function ProfileTab() {
  return (
    <section aria-labelledby="profile-title">
      <h2 id="profile-title" className="font-display text-2xl font-bold">
        Profile
      </h2>
      <p className="mt-2 text-ink-soft">This screen is being built.</p>
    </section>
  );
}
