// Every text the account calls answer, in Spanish and English.
import type { LocalizedText } from '../../http/language.ts';

export const authMessages = {
  registered: { es: 'Cliente creado exitosamente', en: 'Account created successfully' },
  loggedIn: { es: 'Sesión iniciada exitosamente', en: 'Signed in successfully' },
  loggedOut: { es: 'Cerraste sesión.', en: 'You are signed out.' },
  emailTaken: {
    es: 'Ya existe una cuenta con este correo electrónico.',
    en: 'An account with this email address already exists.',
  },
  wrongCredentials: { es: 'Correo o contraseña incorrectos.', en: 'Incorrect email or password.' },
  googleOnlyAccount: {
    es: 'Esta cuenta usa Google para iniciar sesión. Usa el botón de Google o restablece tu contraseña.',
    en: 'This account signs in with Google. Use the Google button or reset your password.',
  },
  googleNotConfigured: {
    es: 'El inicio de sesión con Google no está configurado.',
    en: 'Google sign-in is not configured.',
  },
  googleUnavailable: {
    es: 'No fue posible comunicarse con Google. Inténtalo de nuevo más tarde.',
    en: 'Google could not be reached. Try again later.',
  },
  googleFailed: {
    es: 'No fue posible iniciar sesión con Google. Inténtalo de nuevo.',
    en: 'Google sign-in failed. Please try again.',
  },
  googleExpired: {
    es: 'El inicio de sesión con Google expiró o no es válido. Inténtalo de nuevo.',
    en: 'The Google sign-in expired or is not valid. Please try again.',
  },
  googleNoEmail: {
    es: 'Tu cuenta de Google no compartió un correo electrónico.',
    en: 'Your Google account did not share an email address.',
  },
  googleEmailUnverified: {
    es: 'Google no ha verificado este correo electrónico. Inicia sesión con tu contraseña.',
    en: 'Google has not verified this email address. Sign in with your password.',
  },
  verified: { es: 'Correo verificado exitosamente', en: 'Email verified successfully' },
  verificationUnknown: {
    es: 'El enlace de verificación no es válido.',
    en: 'The verification link is not valid.',
  },
  verificationUsed: {
    es: 'El enlace de verificación ya fue utilizado.',
    en: 'The verification link has already been used.',
  },
  verificationExpired: {
    es: 'El enlace de verificación expiró. Solicita uno nuevo.',
    en: 'The verification link has expired. Ask for a new one.',
  },
  verificationSent: {
    es: 'Te enviamos un nuevo correo de verificación.',
    en: 'We sent you a new verification email.',
  },
  alreadyVerified: { es: 'Tu correo ya está verificado.', en: 'Your email is already verified.' },
  resetLinkSent: {
    es: 'Si existe una cuenta con ese correo, te enviamos un enlace para restablecer tu contraseña.',
    en: 'If an account exists for that email, we sent it a link to reset the password.',
  },
  resetUnknown: {
    es: 'El enlace para restablecer la contraseña no es válido.',
    en: 'The password reset link is not valid.',
  },
  resetUsed: {
    es: 'El enlace para restablecer la contraseña ya fue utilizado.',
    en: 'The password reset link has already been used.',
  },
  resetExpired: {
    es: 'El enlace para restablecer la contraseña expiró. Solicita uno nuevo.',
    en: 'The password reset link has expired. Ask for a new one.',
  },
  passwordReset: { es: 'Contraseña restablecida exitosamente', en: 'Password reset successfully' },
} as const satisfies Record<string, LocalizedText | ((minutes: number) => LocalizedText)>;
