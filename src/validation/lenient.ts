/** Leniency that every write body of the API shares. */

/**
 * Generated clients send `null` for fields they leave unset (the hosted API's Go client does for its
 * slices): a top-level `null` reads as the field left out, then the defaults apply.
 */
export function dropNulls(body: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(body)) if (value === null) delete body[field];
}
