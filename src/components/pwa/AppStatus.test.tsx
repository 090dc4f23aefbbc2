// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RegisterWorker, startPwa } from '@/lib/pwa';
import { AppStatus, appStatusTexts } from './AppStatus';

// One worker for the whole file, as in the app: its "new version" callback and its update function.
let needRefresh: (() => void) | undefined;
const update = vi.fn(async () => undefined);
const registerWorker: RegisterWorker = (options) => {
  needRefresh = options.onNeedRefresh;
  return update;
};
const start = () => startPwa(async () => registerWorker);

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppStatus startWorker={start} />
    </MemoryRouter>,
  );

describe('app status (offline and update banners)', () => {
  afterEach(cleanup);

  it('offers the new version outside play, never during a game, and reloads only on Reload', async () => {
    at('/app');
    await vi.waitFor(() => expect(needRefresh).toBeTypeOf('function'));
    act(() => needRefresh?.());
    expect(await screen.findByText(appStatusTexts.updateReady)).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
    cleanup();

    at('/app/games/secret-vault');
    expect(screen.queryByText(appStatusTexts.updateReady)).toBeNull();
    cleanup();
    at('/app/practice');
    expect(screen.queryByText(appStatusTexts.updateReady)).toBeNull();
    cleanup();

    at('/app?tab=games');
    fireEvent.click(screen.getByRole('button', { name: appStatusTexts.reload }));
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('says the device is offline while it is, in play too', () => {
    at('/app/lesson/multiplication1');
    expect(screen.queryByText(appStatusTexts.offline)).toBeNull();
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText(appStatusTexts.offline)).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(appStatusTexts.offline)).toBeNull();
  });
});
