/**
 * Converts the text of a query parameter, path parameter or header into the JSON type its
 * schema declares, strictly: integers are optional sign plus digits, booleans exactly `true`
 * or `false`. Text that does not convert is returned unchanged, so the schema then reports
 * "must be an integer (got string)" naming the parameter, instead of a lenient guess.
 * @example coerceText('25', 'integer') // 25
 * @example coerceText('yes', 'boolean') // 'yes' (left for the schema to reject)
 */
export function coerceText(text: string, type: string): unknown {
  switch (type) {
    case 'integer':
      return /^[+-]?\d{1,15}$/.test(text) ? Number(text) : text;
    case 'number':
      return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : text;
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : text;
    case 'null':
      return text === 'null' ? null : text;
    default:
      return text;
  }
}
