/**
 * Text for anything a handler threw or an input's getter raised, without ever throwing itself: an
 * Error's `message` getter, `toString` or `toJSON` may throw, and the router promises never to
 * reject because of them.
 *
 * @example describeThrown(new Error('mail server down')) // 'mail server down'
 * @example describeThrown({ code: 7 }) // '{"code":7}'
 */
export function describeThrown(error: unknown): string {
  if (error instanceof Error) {
    try {
      const message: unknown = error.message;
      if (typeof message === 'string') return message;
    } catch {
      // described below
    }
    return '(an Error whose message cannot be read)';
  }
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    try {
      return String(error);
    } catch {
      return '(a value that cannot be described)';
    }
  }
}
