import { queryOptions } from '@tanstack/react-query';
import {
  OAuthSignInResultSchema,
  OkSchema,
  ProvidersSchema,
  type OAuthSignInBody,
  type ResetPasswordBody,
  type SignInBody,
  type SignUpBody,
} from '@shared/api/auth';
import { api } from '../../lib/api';

export type OAuthProvider = 'google' | 'microsoft';

export const providersQuery = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: ({ signal }) => api('/api/auth/providers', { schema: ProvidersSchema, signal }),
  staleTime: Infinity,
  retry: false,
});

export const signIn = (body: SignInBody) => api('/api/auth/sign-in/email', { method: 'POST', body });

export const signUp = (body: SignUpBody) => api('/api/auth/sign-up/email', { method: 'POST', body });

/** The verification e-mail is written in the language the visitor is reading. */
export const resendVerification = (email: string, language: 'id' | 'en') =>
  api('/api/auth/resend-verification', {
    method: 'POST',
    body: { email, language, callbackURL: VERIFIED_URL },
    schema: OkSchema,
  });

/** "Forgot password?": the server answers the same whether or not the address has an account. */
export const requestPasswordReset = (email: string, language: 'id' | 'en') =>
  api('/api/auth/forgot-password', { method: 'POST', body: { email, language }, schema: OkSchema });

/** Sets the new password with the token of the mailed link (which lands on /reset-password?token=...). */
export const resetPassword = (body: ResetPasswordBody) =>
  api('/api/auth/reset-password', { method: 'POST', body, schema: OkSchema });

/** Where a finished reset sends the user: the login screen, with a "password changed" note. */
export const PASSWORD_CHANGED_URL = '/login?reset=1';

/** Where the verification link lands: the login screen, with a "your e-mail is verified" note. */
export const VERIFIED_URL = '/login?verified=1';

/** Remembers which provider was tried, so a failed return (`/login?error=...`) can name it. */
export const OAUTH_PROVIDER_KEY = 'notulen.oauthProvider';

/** Asks the server for the provider's authorization URL and leaves the app for it. */
export async function startOAuth(providerId: OAuthProvider) {
  sessionStorage.setItem(OAUTH_PROVIDER_KEY, providerId);
  const body: OAuthSignInBody = { providerId, callbackURL: '/dashboard', errorCallbackURL: '/login?error=oauth' };
  const { url } = await api('/api/auth/sign-in/oauth2', { method: 'POST', body, schema: OAuthSignInResultSchema });
  window.location.assign(url);
}
