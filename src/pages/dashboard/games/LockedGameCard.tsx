import type { cardGames } from '@scenes/manifests';
import { PackAction } from '@/components/pack/PackAction';

type CardGame = ReturnType<typeof cardGames>[number];

/** A game card without the Fun Pack (issue 36): the same card, greyed, with PackAction instead of Play. */
export function LockedGameCard({ game: { id, card: game } }: { game: CardGame }) {
  const titleId = `game-card-${id}-title`;
  return (
    <li className={game.featured ? 'sm:col-span-2 lg:col-span-3' : 'lg:col-span-2'}>
      <article
        aria-labelledby={titleId}
        data-testid={`game-card-${id}`}
        data-locked="true"
        className={`flex h-full flex-col gap-4 rounded-card bg-gradient-to-br p-5 ring-2 ring-white ${game.color}`}
      >
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="grid size-16 shrink-0 place-items-center rounded-3xl bg-white/80 text-4xl grayscale"
          >
            {game.emoji}
          </span>
          <span className="flex flex-col">
            <span id={titleId} data-testid="game-title" className="font-display text-xl font-bold text-ink">
              {game.title}
            </span>
            <span className="mt-1 text-base text-ink-soft">{game.description}</span>
          </span>
        </div>
        <PackAction titleId={titleId} />
      </article>
    </li>
  );
}
