import { Provider } from 'jotai';
import { Outlet } from 'react-router-dom';
import { store } from '@/lib/store';

/**
 * Layout of every /auth and /app route: the Jotai store provider (and, built by the auth issue,
 * the toaster, the session subscription and result persistence).
 */
export default function AppShell() {
  return (
    <Provider store={store}>
      <Outlet />
    </Provider>
  );
}
