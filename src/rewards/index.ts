/**
 * The child's rewards (issue 23): counts derived on the server (public.student_rewards), the
 * collection they unlock, and the recount the server is tested against. Pure TypeScript.
 */
export * from './counts';
export * from './items';
