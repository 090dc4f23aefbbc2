/**
 * Every user-facing text of the spec's error catalogue (§8) and the fixed labels it names, verbatim.
 * The Portuguese toasts are part of the contract: do not translate them.
 */
export const messages = {
  login: {
    errorTitle: 'Erro no login',
    unexpectedTitle: 'Erro inesperado',
    unexpectedText: 'Tente novamente em alguns instantes.',
    successTitle: 'Login realizado com sucesso!',
    successText: 'Bem-vindo de volta!',
  },
  /** Forgotten password, reset and email confirmation (issue 18; not in the spec's catalogue). */
  recovery: {
    forgotTitle: 'Forgot your password?',
    forgotIntro: "Type the email you signed up with. We'll send you a link to choose a new password.",
    forgotSubmit: 'Send me a link',
    forgotBusy: 'Sending…',
    forgotSent:
      'If an account uses that address, a link to choose a new password is on its way. It works once, for one hour. Check your spam folder too.',
    forgotFailed: "We couldn't send the link just now. Please try again in a few minutes.",
    resetTitle: 'Choose a new password',
    resetIntro: 'Type your new password twice. You will stay signed in here; other devices are signed out.',
    resetChecking: 'Checking your link…',
    resetSubmit: 'Save new password',
    resetBusy: 'Saving…',
    resetDoneTitle: 'Password changed',
    resetDoneText: 'Welcome back! Other devices have been signed out.',
    resetFailed: "We couldn't save your new password",
    linkInvalid: 'This link has expired or was already used. Links work once, for one hour.',
    askAgain: 'Send me a new link',
    confirmTitle: 'Confirming your email',
    confirmDoneTitle: 'Email confirmed',
    confirmDoneText: 'Thank you! Your address is confirmed.',
    confirmInvalid: 'This confirmation link has expired or was already used.',
    forgotLink: 'Forgot password?',
    reminderTitle: 'Please confirm your email',
    reminderText: (email: string) =>
      `We sent a link to ${email}. Confirming it lets us help you if you ever forget your password.`,
    reminderResend: 'Send again',
    reminderSent: 'Sent! Check your inbox (and the spam folder).',
    reminderDismiss: 'Dismiss',
  },
  /** The login's two-factor step (not in the spec's catalogue: two-factor came later). */
  loginCode: {
    title: 'Enter your code',
    intro: 'Two-factor is on for this account. Type the 6-digit code from your authenticator app.',
    label: '6-digit code',
    submit: 'Verify',
    busy: 'Checking…',
    back: 'Back to email and password',
    wrong: "That code didn't work. Check your app and type the newest code.",
    tooMany: 'Too many wrong codes. Wait 5 minutes, then try again.',
    incomplete: 'Type all 6 digits.',
  },
  signup: {
    errorTitle: 'Erro no cadastro',
    successTitle: 'Cadastro realizado com sucesso!',
    successText: 'Verifique seu email para confirmar a conta.',
    mismatchTitle: 'Erro na confirmação',
    mismatchText: 'As senhas não coincidem.',
  },
  students: {
    loadFailed: 'Failed to load student profiles',
    upgradeRequiredTitle: 'Upgrade Required',
    upgradeRequiredText:
      'Parents plan allows only 1 profile. Upgrade to Teachers plan for multiple profiles.',
    limitReachedTitle: 'Profile Limit Reached',
    limitReachedText: 'Teachers plan allows up to 25 student profiles.',
    createFailed: 'Failed to create student profile',
    updateFailed: 'Failed to update student profile',
    deleteFailed: 'Failed to delete student profile',
    created: 'Student profile created successfully',
    updated: 'Student profile updated successfully',
    deleted: 'Student profile deleted successfully',
  },
  plan: {
    updateFailed: 'Failed to update subscription plan',
    updated: (plan: string) => `Subscription plan updated to ${plan}`,
  },
  profile: {
    noSession: 'You must be logged in to view your profile',
    loadFailed: 'Failed to load profile data',
    unexpected: 'An unexpected error occurred',
    updateNoSession: 'You must be logged in to update your profile',
    updateFailed: 'Failed to update profile',
    updated: 'Profile updated successfully',
  },
  privacy: {
    exportFailed: 'Could not download your data. Please try again.',
    exported: 'Your data was downloaded',
    deleteFailed: 'Could not delete the account',
    wrongPassword: 'That password is not right',
    wrongCode: 'That code is not right. Try the newest one from your app.',
    tooMany: 'Too many tries. Please wait a few minutes.',
    checkFailed: 'Could not check your password. Please try again.',
    accountDeleted: 'Your account and everything in it were deleted. Goodbye!',
  },
  lesson: {
    correct: ['Great job!', 'Excellent work!'] as const,
    wrong: 'Try again!',
    comingSoon: 'This lesson is coming soon!',
    hints: {
      lcmWrong: 'Think about 2 × 5',
      lcmRight: 'Yes! 2 × 5 = 10',
      productWrong: 'Think about what you get when you multiply!',
      productRight: 'Factors × Factors = Product!',
      primeWrong: 'Look for a prime number that divides 18!',
      primeRight: '3 is prime and divides 18!',
    },
  },
  /** The spec's grown-up words and the child words that replace them in kid mode (issue 22 §2). */
  words: {
    backToDashboard: 'Back to Dashboard',
    home: 'Home',
    startLesson: 'Start Lesson',
    playAgain: 'Play again',
  },
  notFound: {
    code: '404',
    title: 'Oops! Page not found',
    link: 'Return to Home',
  },
  routeError: {
    title: 'Unexpected Application Error!',
  },
  vsl: {
    presentation: 'Presentation about MathPop Fun Pack',
    educationalUse: 'All materials for educational use only',
  },
  classSignIn: {
    title: 'Sign in to your class',
    codeLabel: 'Class code',
    codeHint: 'Your teacher has the code: 6 letters and numbers.',
    next: 'Next',
    whoAreYou: 'Who are you?',
    yourPictures: 'Tap your two pictures',
    firstPicture: 'Tap your first picture',
    secondPicture: 'Now tap your second picture',
    undo: 'Undo',
    back: 'Back',
    tryAgain: 'Try again.',
    locked: 'Too many tries. Ask your teacher.',
    emptyClass: 'No students in this class yet. Ask your teacher.',
  },
  games: {
    commutative: 'Commutative Property!',
    ferrisDone: 'Congratulations! You mastered the commutative property!',
    vaultDone: 'Vault Master!',
    inverseDone: 'Master of Inverses!',
    missionComplete: 'Mission Complete',
  },
} as const;

/** The product's name, used in titles and the sales copy. */
export const PRODUCT_NAME = 'MathPop';
/** The one offer sold on the sales pages. */
export const PACK_NAME = 'MathPop Fun Pack';
