/** Escapes one JSON Pointer segment (RFC 6901). */
export function escapePointer(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
