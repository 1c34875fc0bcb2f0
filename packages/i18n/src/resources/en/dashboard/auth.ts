import type { authTexts as es } from '../../es/dashboard/auth.ts';

/** Signing up, in and back in: the forms, the password rules, the email checks, Google. */
export const authTexts: typeof es = {
  auth: {
    email: 'Email',
    password: 'Password',
    passwordConfirmation: 'Confirm password',
    name: 'First name',
    lastName: 'Last name',
    or: 'or',
    google: 'Continue with Google',
  },
  login: {
    title: 'Log in',
    subtitle: 'Good to see you again.',
    submit: 'Log in',
    forgot: 'Forgot your password?',
    noAccount: 'No account yet?',
    register: 'Sign up',
  },
  register: {
    title: 'Create your account',
    subtitle: 'Start designing your invitation in minutes.',
    submit: 'Create account',
    termsPrefix: 'I accept the',
    termsLink: 'Terms and Conditions and the Privacy Notice',
    haveAccount: 'Already have an account?',
    login: 'Log in',
    success: 'Client created successfully',
  },
  passwordChecklist: {
    title: 'Your password needs:',
    length: 'At least 8 characters',
    lowercase: 'A lowercase letter',
    uppercase: 'An uppercase letter',
    digit: 'A digit',
    special: 'A special character: . @ $ ! % * ? & /',
    met: 'Done',
    unmet: 'Missing',
  },
  forgot: {
    title: 'Recover your password',
    subtitle: 'Enter your email and we will send you a link to reset it.',
    submit: 'Send link',
    back: 'Back to log in',
  },
  reset: {
    title: 'New password',
    subtitle: 'Choose a new password for your account.',
    submit: 'Reset password',
    back: 'Back to log in',
  },
  unverified: {
    title: 'Verify your email',
    message:
      'We sent a verification link to {{email}}. Open it to activate your account, then press “Refresh”.',
    refresh: 'Refresh',
    resend: 'Resend email',
    stillUnverified: 'Unverified client',
  },
  verification: {
    title: 'Account verification',
    verifying: 'We are verifying your account…',
    failed: 'We could not verify your account.',
    goToLogin: 'Go to log in',
  },
  complete: {
    title: 'Complete your details',
    subtitle: 'We need your name to personalise your account.',
    submit: 'Save',
  },
  reauth: {
    title: 'Your session expired',
    message: 'Log in again to continue where you left off.',
    submit: 'Log in',
    refresh: 'Refresh',
  },
  googleCallback: {
    signingIn: 'Signing in with Google…',
    missingCode: 'We did not get an answer from Google. Please try again.',
  },
};
