import { t } from '@lingui/core/macro';

import { z } from 'zod';

/** A required, well-formed email; its errors are read in the current language when shown. */
export function emailField() {
  return z
    .string()
    .trim()
    .min(1, { error: () => t`Please enter your email.` })
    .email({ error: () => t`Please enter a valid email address.` });
}

/** Login form: both fields required, the email well-formed. */
export const loginSchema = z.object({
  email: emailField(),
  password: z.string().min(1, { error: () => t`Please enter your password.` }),
});
/** Values of the login form. */
export type LoginValues = z.infer<typeof loginSchema>;

/**
 * Sign-up form (spec §5): full name, email and password required, email well-formed. The password
 * match is checked on submit, where a mismatch (an empty confirmation included) raises the spec's
 * toast and nothing is sent; the server decides the password rules and explains them in its error.
 */
export const signupSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, { error: () => t`Please enter your full name.` }),
  email: emailField(),
  password: z.string().min(1, { error: () => t`Please choose a password.` }),
  confirmPassword: z.string(),
});
/** Values of the sign-up form. */
export type SignupValues = z.infer<typeof signupSchema>;

/** True when the two passwords of the sign-up form differ. */
export function passwordsMismatch(values: Pick<SignupValues, 'password' | 'confirmPassword'>): boolean {
  return values.password !== values.confirmPassword;
}
