import { describe, expect, it } from 'vitest';
import { readAuthError } from './handler.js';

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('readAuthError', () => {
  it('maps better-auth codes we know onto ours, whatever their status', async () => {
    expect(await readAuthError(json(422, { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'x' }))).toEqual({
      code: 'EMAIL_IN_USE',
      status: 409,
      message: 'Email address is already in use',
      authCode: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
    });
  });

  it('reads an unknown code by its status, through the one status table', async () => {
    expect(await readAuthError(json(422, { code: 'FAILED_TO_CREATE_USER', message: 'no' }))).toMatchObject({
      code: 'VALIDATION',
      status: 422,
      message: 'no',
      authCode: 'FAILED_TO_CREATE_USER',
    });
    expect(await readAuthError(json(415, { message: 'type' }))).toMatchObject({ code: 'UNSUPPORTED_MEDIA' });
    expect(await readAuthError(json(429, { message: 'slow down' }))).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await readAuthError(new Response('teapot', { status: 418 }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'teapot',
    });
  });

  it('hides what a server error says', async () => {
    expect(await readAuthError(json(500, { code: 'DB_DOWN', message: 'password=secret' }))).toEqual({
      code: 'INTERNAL',
      status: 500,
      message: 'Something went wrong',
      authCode: 'DB_DOWN',
    });
  });
});
