import { AsyncLocalStorage } from 'node:async_hooks';

export interface OAuthProfile {
  name?: string | undefined;
  image?: string | undefined;
}

/**
 * Carries the provider's profile from better-auth's profile mapping (which sees the profile but not our user) to its
 * after-hook (which sees the signed-in user but no longer the profile), within one callback request. better-auth
 * only updates name and photo of an existing user when told to overwrite them always; we want "copy when missing"
 * (docs/product.md §4 Google login), so we do that step ourselves with the captured profile.
 */
const store = new AsyncLocalStorage<{ profile?: OAuthProfile }>();

/** Runs one auth request with a fresh capture slot. */
export function withProfileCapture<T>(fn: () => Promise<T>): Promise<T> {
  return store.run({}, fn);
}

export function captureProfile(profile: OAuthProfile): void {
  const slot = store.getStore();
  if (slot) slot.profile = profile;
}

export function capturedProfile(): OAuthProfile | undefined {
  return store.getStore()?.profile;
}
