import { findGame } from '@scenes/registry';
import { useParams } from 'react-router-dom';
import NotFound from '@/app/NotFound';
import { PackLockedScreen } from '@/components/pack/PackLockedScreen';
import { gameRouteIsFree } from '@/content/packRules';
import { useLockedIfKnown } from '@/state/pack';
import { GameFrame } from './GameFrame';

/**
 * /app/games/:game — the frame around the registered scene, or the 404 page for an unknown id. The
 * scene's navigation intents become URLs in the frame's services (useGameServices).
 */
export default function GamePage() {
  const { game = '' } = useParams();
  const route = findGame(game);
  const locked = useLockedIfKnown(gameRouteIsFree(game));
  if (!route) return <NotFound />;
  if (locked) return <PackLockedScreen />;
  return <GameFrame key={route.id} game={route} />;
}
