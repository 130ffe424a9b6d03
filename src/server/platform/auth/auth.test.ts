import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { microsoftCloud, oauthProviders } from './auth.js';

const config = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', SECRET_KEY: 'k'.repeat(40), DATA_DIR: '.tmp/unit-config', ...env });

describe('OAuth provider set-up', () => {
  it('configures nothing without client ids', () => {
    expect(oauthProviders(config({}))).toEqual({ generic: [], microsoft: undefined });
  });

  it('uses OIDC discovery from GOOGLE_ISSUER for Google', () => {
    const { generic } = oauthProviders(config({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }));
    expect(generic).toHaveLength(1);
    expect(generic[0]).toMatchObject({
      providerId: 'google',
      discoveryUrl: 'https://accounts.google.com/.well-known/openid-configuration',
      pkce: true,
      disableProviderLogout: true,
    });
  });

  it("uses better-auth's Microsoft provider for Microsoft's cloud, whose multi-tenant issuer is a template", () => {
    const { generic, microsoft } = oauthProviders(config({ MICROSOFT_CLIENT_ID: 'id', MICROSOFT_CLIENT_SECRET: 's' }));
    expect(generic).toEqual([]);
    expect(microsoft).toMatchObject({ authority: 'https://login.microsoftonline.com', tenantId: 'common' });
    expect(microsoftCloud('https://login.microsoftonline.com/0a1b2c3d-0000-4000-8000-000000000000/v2.0')).toEqual({
      authority: 'https://login.microsoftonline.com',
      tenantId: '0a1b2c3d-0000-4000-8000-000000000000',
    });
  });

  it('uses generic discovery for a Microsoft issuer elsewhere (a stand-in, a self-hosted identity server)', () => {
    const { generic, microsoft } = oauthProviders(
      config({ MICROSOFT_CLIENT_ID: 'id', MICROSOFT_CLIENT_SECRET: 's', MICROSOFT_ISSUER: 'http://127.0.0.1:9999' }),
    );
    expect(microsoft).toBeUndefined();
    expect(generic[0]).toMatchObject({
      providerId: 'microsoft',
      discoveryUrl: 'http://127.0.0.1:9999/.well-known/openid-configuration',
    });
  });
});
