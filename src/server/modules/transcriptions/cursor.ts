import { z } from 'zod';
import { AppError } from '../../platform/http/errors.js';

export type Sort = 'newest' | 'oldest';

export interface CursorPosition {
  sort: Sort;
  /** ISO 8601 with milliseconds: created_at is stored at millisecond precision, so this round-trips exactly. */
  createdAt: string;
  id: string;
}

const CursorSchema = z.tuple([z.enum(['n', 'o']), z.iso.datetime({ offset: true }), z.uuid()]);

/** Opaque to clients (base64url JSON) so the keyset can change without breaking the contract. */
export function encodeCursor(p: CursorPosition): string {
  return Buffer.from(JSON.stringify([p.sort === 'newest' ? 'n' : 'o', p.createdAt, p.id])).toString('base64url');
}

/** 400 VALIDATION for anything that is not a cursor this server made for the same sort order. */
export function decodeCursor(cursor: string, sort: Sort): CursorPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const result = CursorSchema.safeParse(parsed);
  const position = result.success
    ? {
        sort: result.data[0] === 'n' ? ('newest' as const) : ('oldest' as const),
        createdAt: result.data[1],
        id: result.data[2],
      }
    : null;
  if (!position || position.sort !== sort) {
    throw new AppError('VALIDATION', 400, 'Invalid cursor', [
      { path: 'cursor', message: position ? 'Cursor of another sort order' : 'Invalid cursor' },
    ]);
  }
  return position;
}
