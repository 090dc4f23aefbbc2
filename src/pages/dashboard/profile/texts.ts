import { t } from '@lingui/core/macro';

/**
 * Texts of the profile page that the spec's catalogue does not list (its own texts come from
 * src/content/messages.ts verbatim), each read in the current language when used.
 */
export const profileTexts = {
  get nameRequired() {
    return t`Please enter the student's name.`;
  },
  get passwordChanged() {
    return t`Password changed successfully`;
  },
  get passwordFailed() {
    return t`Failed to change password`;
  },
  emailSent(next: string, old: string) {
    return t`Almost done! Open the link we sent to ${next}. Until then, your account keeps using ${old}.`;
  },
  get emailTaken() {
    return t`Another account already uses that address.`;
  },
  get emailInvalid() {
    return t`Please enter a valid email address.`;
  },
  get emailCodeWrong() {
    return t`That code didn't work. Type the newest code from your app.`;
  },
  get emailFailed() {
    return t`Failed to change email`;
  },
  get currentPasswordMissing() {
    return t`Please type your current password.`;
  },
  get currentPasswordWrong() {
    return t`That isn't your current password.`;
  },
  get mfaEnabled() {
    return t`Two-factor authentication is on`;
  },
  get mfaVerifyFailed() {
    return t`That code didn't work. Check your app and try again.`;
  },
  get mfaEnrollFailed() {
    return t`Failed to start two-factor setup`;
  },
  get mfaRemoved() {
    return t`Authenticator removed`;
  },
  get mfaRemoveFailed() {
    return t`Failed to remove the authenticator`;
  },
  get mfaLoadFailed() {
    return t`Failed to load two-factor settings`;
  },
  get mfaOn() {
    return t`Two-factor is on`;
  },
  get mfaOff() {
    return t`Two-factor is off`;
  },
  get mfaOnHint() {
    return t`Logging in asks for a code from your authenticator app.`;
  },
  get resultsLoadFailed() {
    return t`We couldn't load the statistics.`;
  },
};
