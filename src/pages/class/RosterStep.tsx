import type { ClassRosterStudent } from '@/api/class-roster';
import { StudentAvatar } from '@/components/avatars/Avatar';
import { useNarration } from '@/components/narration/useNarration';
import { messages } from '@/content/messages';

const m = messages.classSignIn;

/** Step 2 of /class: the class's first names and avatars as big tiles. */
export function RosterStep({
  roster,
  onPick,
}: {
  roster: ClassRosterStudent[];
  onPick: (student: ClassRosterStudent) => void;
}) {
  useNarration(roster.length === 0 ? m.emptyClass : m.whoAreYou);
  return (
    <section aria-labelledby="roster-title" className="flex flex-col items-center gap-4">
      <h2 id="roster-title" className="font-display text-2xl font-bold text-ink">
        {m.whoAreYou}
      </h2>
      {roster.length === 0 ? (
        <p className="text-lg text-ink-soft">{m.emptyClass}</p>
      ) : (
        <ul className="grid w-full grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {roster.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                onClick={() => onPick(s)}
                className="flex min-h-32 w-full flex-col items-center justify-center gap-2 rounded-card border-4 border-primary-soft bg-white p-3 font-display text-xl font-bold text-ink shadow-sm transition-transform hover:border-primary focus-visible:border-primary active:scale-95"
              >
                <StudentAvatar name={s.first_name} avatarUrl={s.avatar_url} />
                <span className="max-w-full truncate">{s.first_name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
