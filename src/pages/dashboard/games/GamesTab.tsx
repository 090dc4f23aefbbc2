import { Trans, useLingui } from '@lingui/react/macro';
import { cardGames } from '@scenes/manifests';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { gamePath } from '@/app/paths';
import { prefetchGame, prefetchGameEngine, whenIdle } from '@/app/prefetch';
import { gameIsFree } from '@/content/packRules';
import { useActiveStudentId } from '@/state/activeStudent';
import { challengePlayer, readChallenge } from '@/state/challengeMemory';
import { useLocked } from '@/state/pack';
import { useSession } from '@/state/session';
import { TabHeading } from '../TabSkeleton';
import { LockedGameCard } from './LockedGameCard';

type CardGame = ReturnType<typeof cardGames>[number];

/**
 * The level a game's challenge rounds are at for the active player on this device (issue 33 §3:
 * shown on the card), or null before the child has played it.
 */
function useChallengeLevel(route: string): number | null {
  const [studentId] = useActiveStudentId();
  const userId = useSession()?.user.id;
  const memory = readChallenge(challengePlayer(studentId, userId), route);
  return memory.played ? memory.level : null;
}

/** One game card: the whole card is the link to the game; featured cards are bigger. */
function GameCardLink({ game: card }: { game: CardGame }) {
  const { id, card: game } = card;
  const locked = useLocked(gameIsFree(id));
  const level = useChallengeLevel(id);
  const big = game.featured;
  const warm = () => prefetchGame(id);
  if (locked) return <LockedGameCard game={card} />;
  return (
    // Tablets (640-1279 px beside the sidebar) give each title a line of its own: featured cards take
    // the whole row until lg, small cards stack the emoji above the words until xl.
    <li className={big ? 'sm:col-span-2 lg:col-span-3' : 'lg:col-span-2'}>
      <Link
        to={gamePath(id)}
        data-testid={`game-card-${id}`}
        data-featured={big}
        onPointerEnter={warm}
        onFocus={warm}
        className={`group flex h-full gap-4 rounded-card bg-gradient-to-br p-5 shadow-[0_10px_30px_-18px_rgba(67,42,156,0.55)] ring-2 ring-white transition-transform hover:-translate-y-1 focus-visible:-translate-y-1 ${game.color} ${big ? 'flex-col sm:min-h-64 sm:p-7' : 'items-center sm:flex-col sm:items-start xl:flex-row xl:items-center'}`}
      >
        <span
          aria-hidden="true"
          className={`grid shrink-0 place-items-center rounded-3xl bg-white/80 shadow-sm transition-transform group-hover:scale-110 ${big ? 'size-24 text-6xl' : 'size-16 text-4xl'}`}
        >
          {game.emoji}
        </span>
        <span className="flex flex-1 flex-col">
          {big && (
            <span className="mb-1 w-fit rounded-full bg-sun px-3 py-0.5 text-sm font-bold text-ink">
              <Trans>★ Featured</Trans>
            </span>
          )}
          <span
            data-testid="game-title"
            className={`font-display font-bold text-ink ${big ? 'text-3xl' : 'text-xl'}`}
          >
            {game.title}
          </span>
          <span className="mt-1 text-base text-ink-soft">{game.description}</span>
          {level !== null && (
            <span className="mt-2 w-fit rounded-full bg-white/90 px-3 py-0.5 text-sm font-bold text-primary shadow-sm">
              <Trans>Challenge level {level}</Trans>
            </span>
          )}
          {big && (
            <span className="mt-auto w-fit translate-y-2 rounded-2xl bg-primary px-5 py-2.5 font-display text-lg font-bold text-white shadow-[0_4px_0_#432a9c]">
              <Trans>
                Play now <span aria-hidden="true">→</span>
              </Trans>
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

/** Games tab: the games whose manifests have a card (the spec's 8), in their order, the first two featured. */
export default function GamesTab() {
  const { t } = useLingui();
  // A visit to the games tab usually ends in a game: fetch the engine while the child looks.
  useEffect(() => whenIdle(prefetchGameEngine), []);
  return (
    <section aria-labelledby="games-title">
      <TabHeading
        id="games-title"
        emoji="🎮"
        title={t`Games`}
        intro={t`Quick, colourful games that make practice fun.`}
      />
      <ul aria-label={t`Games`} className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-6">
        {cardGames().map((game) => (
          <GameCardLink key={game.id} game={game} />
        ))}
      </ul>
    </section>
  );
}
