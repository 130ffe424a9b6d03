/** One problem with one form field, from the client-side check or from the server's VALIDATION details. */
export interface FieldIssue {
  /** Dotted path in the section data, e.g. "items.0.title". */
  path: string;
  /** zod issue code when known ("too_big", "invalid_value", "custom"...); the server's details do not carry it. */
  code?: string;
  maximum?: number;
}

interface ZodLikeIssue {
  path: readonly PropertyKey[];
  code: string;
  maximum?: number | bigint;
}

export function issuesFromZod(issues: readonly ZodLikeIssue[]): FieldIssue[] {
  return issues.map((i) => ({
    path: i.path.map(String).join('.'),
    code: i.code,
    maximum: i.maximum === undefined ? undefined : Number(i.maximum),
  }));
}

/**
 * The server answers `details: [{ path, message, code?, maximum? }]` for VALIDATION (the content service adds zod's
 * code and limit); anything else yields no field issues.
 */
export function issuesFromDetails(details: unknown): FieldIssue[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((d: unknown) => {
    const { path, code, maximum } = (d ?? {}) as { path?: unknown; code?: unknown; maximum?: unknown };
    if (typeof path !== 'string') return [];
    return [
      {
        path,
        ...(typeof code === 'string' ? { code } : {}),
        ...(typeof maximum === 'number' ? { maximum } : {}),
      },
    ];
  });
}

/** One message per field (the first issue wins), keyed by dotted path; `describe` localizes an issue. */
export function fieldErrorMap(
  issues: readonly FieldIssue[],
  describe: (issue: FieldIssue) => string,
): Record<string, string> {
  const map: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.path && !(issue.path in map)) map[issue.path] = describe(issue);
  }
  return map;
}
