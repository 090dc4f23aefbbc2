import { t } from '@lingui/core/macro';

/**
 * Every user-facing text of the spec's error catalogue (§8) and the fixed labels it names. Each is
 * read in the current language (README "Languages"): the spec's Portuguese toasts are verbatim in
 * pt-BR, its English texts verbatim in English, each with a faithful translation in the other.
 */
export const messages = {
  login: {
    get errorTitle() {
      return t`Login error`;
    },
    get unexpectedTitle() {
      return t`Unexpected error`;
    },
    get unexpectedText() {
      return t`Please try again in a few moments.`;
    },
    get successTitle() {
      return t`Logged in successfully!`;
    },
    get successText() {
      return t`Welcome back!`;
    },
  },
  /** Forgotten password, reset and email confirmation (issue 18; not in the spec's catalogue). */
  recovery: {
    get forgotTitle() {
      return t`Forgot your password?`;
    },
    get forgotIntro() {
      return t`Type the email you signed up with. We'll send you a link to choose a new password.`;
    },
    get forgotSubmit() {
      return t`Send me a link`;
    },
    get forgotBusy() {
      return t`Sending…`;
    },
    get forgotSent() {
      return t`If an account uses that address, a link to choose a new password is on its way. It works once, for one hour. Check your spam folder too.`;
    },
    get forgotFailed() {
      return t`We couldn't send the link just now. Please try again in a few minutes.`;
    },
    get resetTitle() {
      return t`Choose a new password`;
    },
    get resetIntro() {
      return t`Type your new password twice. You will stay signed in here; other devices are signed out.`;
    },
    get resetChecking() {
      return t`Checking your link…`;
    },
    get resetSubmit() {
      return t`Save new password`;
    },
    get resetBusy() {
      return t`Saving…`;
    },
    get resetDoneTitle() {
      return t`Password changed`;
    },
    get resetDoneText() {
      return t`Welcome back! Other devices have been signed out.`;
    },
    get resetFailed() {
      return t`We couldn't save your new password`;
    },
    get linkInvalid() {
      return t`This link has expired or was already used. Links work once, for one hour.`;
    },
    get askAgain() {
      return t`Send me a new link`;
    },
    get confirmTitle() {
      return t`Confirming your email`;
    },
    get confirmDoneTitle() {
      return t`Email confirmed`;
    },
    get confirmDoneText() {
      return t`Thank you! Your address is confirmed.`;
    },
    get confirmInvalid() {
      return t`This confirmation link has expired or was already used.`;
    },
    get forgotLink() {
      return t`Forgot password?`;
    },
    get reminderTitle() {
      return t`Please confirm your email`;
    },
    reminderText: (email: string) =>
      t`We sent a link to ${email}. Confirming it lets us help you if you ever forget your password.`,
    get reminderResend() {
      return t`Send again`;
    },
    get reminderSent() {
      return t`Sent! Check your inbox (and the spam folder).`;
    },
    get reminderDismiss() {
      return t`Dismiss`;
    },
  },
  /** The login's two-factor step (not in the spec's catalogue: two-factor came later). */
  loginCode: {
    get title() {
      return t`Enter your code`;
    },
    get intro() {
      return t`Two-factor is on for this account. Type the 6-digit code from your authenticator app.`;
    },
    get label() {
      return t`6-digit code`;
    },
    get submit() {
      return t`Verify`;
    },
    get busy() {
      return t`Checking…`;
    },
    get back() {
      return t`Back to email and password`;
    },
    get wrong() {
      return t`That code didn't work. Check your app and type the newest code.`;
    },
    get tooMany() {
      return t`Too many wrong codes. Wait 5 minutes, then try again.`;
    },
    get incomplete() {
      return t`Type all 6 digits.`;
    },
  },
  signup: {
    get errorTitle() {
      return t`Sign-up error`;
    },
    get successTitle() {
      return t`Signed up successfully!`;
    },
    get successText() {
      return t`Check your email to confirm your account.`;
    },
    get mismatchTitle() {
      return t`Confirmation error`;
    },
    get mismatchText() {
      return t`The passwords do not match.`;
    },
  },
  students: {
    get loadFailed() {
      return t`Failed to load student profiles`;
    },
    get upgradeRequiredTitle() {
      return t`Upgrade Required`;
    },
    get upgradeRequiredText() {
      return t`Parents plan allows only 1 profile. Upgrade to Teachers plan for multiple profiles.`;
    },
    get limitReachedTitle() {
      return t`Profile Limit Reached`;
    },
    get limitReachedText() {
      return t`Teachers plan allows up to 25 student profiles.`;
    },
    get createFailed() {
      return t`Failed to create student profile`;
    },
    get updateFailed() {
      return t`Failed to update student profile`;
    },
    get deleteFailed() {
      return t`Failed to delete student profile`;
    },
    get created() {
      return t`Student profile created successfully`;
    },
    get updated() {
      return t`Student profile updated successfully`;
    },
    get deleted() {
      return t`Student profile deleted successfully`;
    },
  },
  plan: {
    get updateFailed() {
      return t`Failed to update subscription plan`;
    },
    updated: (plan: string) => t`Subscription plan updated to ${plan}`,
  },
  profile: {
    get noSession() {
      return t`You must be logged in to view your profile`;
    },
    get loadFailed() {
      return t`Failed to load profile data`;
    },
    get unexpected() {
      return t`An unexpected error occurred`;
    },
    get updateNoSession() {
      return t`You must be logged in to update your profile`;
    },
    get updateFailed() {
      return t`Failed to update profile`;
    },
    get updated() {
      return t`Profile updated successfully`;
    },
  },
  privacy: {
    get exportFailed() {
      return t`Could not download your data. Please try again.`;
    },
    get exported() {
      return t`Your data was downloaded`;
    },
    get deleteFailed() {
      return t`Could not delete the account`;
    },
    get wrongPassword() {
      return t`That password is not right`;
    },
    get wrongCode() {
      return t`That code is not right. Try the newest one from your app.`;
    },
    get tooMany() {
      return t`Too many tries. Please wait a few minutes.`;
    },
    get checkFailed() {
      return t`Could not check your password. Please try again.`;
    },
    get accountDeleted() {
      return t`Your account and everything in it were deleted. Goodbye!`;
    },
  },
  lesson: {
    get correct() {
      return [t`Great job!`, t`Excellent work!`] as const;
    },
    get wrong() {
      return t`Try again!`;
    },
    get comingSoon() {
      return t`This lesson is coming soon!`;
    },
    hints: {
      get lcmWrong() {
        return t`Think about 2 × 5`;
      },
      get lcmRight() {
        return t`Yes! 2 × 5 = 10`;
      },
      get productWrong() {
        return t`Think about what you get when you multiply!`;
      },
      get productRight() {
        return t`Factors × Factors = Product!`;
      },
      get primeWrong() {
        return t`Look for a prime number that divides 18!`;
      },
      get primeRight() {
        return t`3 is prime and divides 18!`;
      },
    },
  },
  /** The spec's grown-up words and the child words that replace them in kid mode (issue 22 §2). */
  words: {
    get backToDashboard() {
      return t`Back to Dashboard`;
    },
    get home() {
      return t`Home`;
    },
    get startLesson() {
      return t`Start Lesson`;
    },
    get playAgain() {
      return t`Play again`;
    },
  },
  notFound: {
    get code() {
      return t`404`;
    },
    get title() {
      return t`Oops! Page not found`;
    },
    get link() {
      return t`Return to Home`;
    },
  },
  routeError: {
    get title() {
      return t`Unexpected Application Error!`;
    },
  },
  classSignIn: {
    get title() {
      return t`Sign in to your class`;
    },
    get codeLabel() {
      return t`Class code`;
    },
    get codeHint() {
      return t`Your teacher has the code: 6 letters and numbers.`;
    },
    get next() {
      return t`Next`;
    },
    get whoAreYou() {
      return t`Who are you?`;
    },
    get yourPictures() {
      return t`Tap your two pictures`;
    },
    get firstPicture() {
      return t`Tap your first picture`;
    },
    get secondPicture() {
      return t`Now tap your second picture`;
    },
    get undo() {
      return t`Undo`;
    },
    get back() {
      return t`Back`;
    },
    get tryAgain() {
      return t`Try again.`;
    },
    get locked() {
      return t`Too many tries. Wait a little, then try again.`;
    },
    /** Said (and shown) once when a wait starts; the countdown shows the seconds. */
    waitSaid(seconds: number) {
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      if (minutes > 180) return t`Time for a break. You can try again tomorrow, or ask your teacher.`;
      return minutes === 1
        ? t`Time for a short break. You can try again in 1 minute.`
        : t`Time for a short break. You can try again in ${minutes} minutes.`;
    },
    get waitLabel() {
      return t`Try again in`;
    },
    get emptyClass() {
      return t`No students in this class yet. Ask your teacher.`;
    },
  },
  games: {
    get commutative() {
      return t`Commutative Property!`;
    },
    get ferrisDone() {
      return t`Congratulations! You mastered the commutative property!`;
    },
    get vaultDone() {
      return t`Vault Master!`;
    },
    get inverseDone() {
      return t`Master of Inverses!`;
    },
    get missionComplete() {
      return t`Mission Complete`;
    },
  },
} as const;

/** The product's name, used in titles and the sales copy. */
export const PRODUCT_NAME = 'MathPop';
/** The one offer sold on the sales pages. */
export const PACK_NAME = 'MathPop Fun Pack';
