import { navigationRequestAtom, useNavigationRequest } from '@scenes/engine/navigation';
import { findGame } from '@scenes/registry';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import NotFound from '@/app/NotFound';
import { store } from '@/lib/store';
import { GameFrame } from './GameFrame';

/** /app/games/:game — the frame around the registered scene, or the 404 page for an unknown id. */
export default function GamePage() {
  const { game = '' } = useParams();
  const route = findGame(game);
  const navigate = useNavigate();
  const request = useNavigationRequest();

  // Scenes ask for navigation through the store (they never import the router).
  useEffect(() => {
    if (!request) return;
    store.set(navigationRequestAtom, null);
    navigate(request);
  }, [request, navigate]);

  if (!route) return <NotFound />;
  return <GameFrame key={route.id} game={route} />;
}
