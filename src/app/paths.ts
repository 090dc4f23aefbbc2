/** Every route of the app and the builders for links to them. Import paths from here only. */
export const paths = {
  home: '/',
  vsl: '/vsl',
  checkout: '/checkout',
  login: '/auth/login',
  signup: '/auth/signup',
  forgotPassword: '/auth/forgot',
  resetPassword: '/auth/reset',
  confirmEmail: '/auth/confirm',
  app: '/app',
  performance: '/app/performance',
  lessonPattern: '/app/lesson/:lessonId',
  gamePattern: '/app/games/:game',
  practice: '/app/practice',
  rocket: '/app/rocket',
  review: '/app/lesson/review',
  privacy: '/privacy',
  classSignIn: '/class',
  /** Where Stripe's Payment Link returns after payment: /welcome?session_id={CHECKOUT_SESSION_ID}. */
  welcome: '/welcome',
} as const;

/** Dashboard tabs, addressed as `/app?tab=<tab>` (performance also has its own path). */
export type DashboardTab = 'lessons' | 'games' | 'worksheets' | 'performance' | 'profile' | 'rocket';

/** Link to one lesson screen. */
export function lessonPath(lessonId: string): string {
  return `/app/lesson/${encodeURIComponent(lessonId)}`;
}

/** Link to one game screen. */
export function gamePath(game: string): string {
  return `/app/games/${encodeURIComponent(game)}`;
}

/** Link to one child's own Performance page (a teacher's class view links each name here). */
export function performanceStudentPath(studentId: string): string {
  return `${paths.performance}?student=${encodeURIComponent(studentId)}`;
}

/**
 * The page that marks a printed sheet back (issue 37): the Performance page with the sheet's id, a
 * grown-up area. The answer key's QR code opens it; the id is no secret (the server shows a sheet
 * only to its owner), and no token is ever put in the address.
 */
export function markSheetPath(sheetId?: string): string {
  return `${paths.performance}?mark=${sheetId ? encodeURIComponent(sheetId) : ''}`;
}

/** Link to a dashboard tab. */
export function dashboardTabPath(tab: DashboardTab): string {
  if (tab === 'performance') return paths.performance;
  if (tab === 'rocket') return paths.rocket;
  return tab === 'lessons' ? paths.app : `${paths.app}?tab=${tab}`;
}

/** The practice page starting a placement quiz ("Check again" on the Performance page, issue 23). */
export function placementCheckPath(): string {
  return `${paths.practice}?check=1`;
}

/** Static URL of a worksheet PDF, named from its title. */
export function worksheetPath(fileName: string): string {
  return `/worksheets/${fileName}`;
}
