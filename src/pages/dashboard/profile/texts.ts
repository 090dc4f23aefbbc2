/**
 * Texts of the profile page that the spec's catalogue does not list (its own texts come from
 * src/content/messages.ts verbatim).
 */
export const profileTexts = {
  nameRequired: "Please enter the student's name.",
  passwordChanged: 'Password changed successfully',
  passwordFailed: 'Failed to change password',
  emailSent: (next: string, old: string) =>
    `Almost done! Open the link we sent to ${next}. Until then, your account keeps using ${old}.`,
  emailTaken: 'Another account already uses that address.',
  emailInvalid: 'Please enter a valid email address.',
  emailCodeWrong: "That code didn't work. Type the newest code from your app.",
  emailFailed: 'Failed to change email',
  currentPasswordMissing: 'Please type your current password.',
  currentPasswordWrong: "That isn't your current password.",
  mfaEnabled: 'Two-factor authentication is on',
  mfaVerifyFailed: "That code didn't work. Check your app and try again.",
  mfaEnrollFailed: 'Failed to start two-factor setup',
  mfaRemoved: 'Authenticator removed',
  mfaRemoveFailed: 'Failed to remove the authenticator',
  mfaLoadFailed: 'Failed to load two-factor settings',
  mfaOn: 'Two-factor is on',
  mfaOff: 'Two-factor is off',
  mfaOnHint: 'Logging in asks for a code from your authenticator app.',
  resultsLoadFailed: "We couldn't load the statistics.",
} as const;
