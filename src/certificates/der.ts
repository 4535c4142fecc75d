/**
 * A reader of DER, the encoding of X.509 certificates and of private keys, for the few structures the
 * library reads of them (see info.ts and keys.ts). It walks the bytes in place and checks DER's rules
 * as it goes: one-byte tags, definite lengths in their shortest form, elements that end inside their
 * parent, and nothing after the last one. Anything else throws a {@link DerError}, which callers turn
 * into a 400 naming the field (or, for a key, hand to node:crypto). It replaced the schema-driven
 * decoder of @peculiar/asn1-schema, which built every element of a certificate as an object (about
 * 425 µs a certificate, half of a key-pair create) to read some twenty values.
 */

/** Bytes that do not hold what DER (or the structure read) says they must. */
export class DerError extends Error {}

/** One element: its tag byte, where it starts, and where its contents start and end. */
export interface DerElement {
  readonly tag: number;
  /** Where its tag is. */
  readonly offset: number;
  /** Where its contents start. */
  readonly start: number;
  /** Where its contents end (and the next element starts). */
  readonly end: number;
}

/** Tags of the universal types read here. */
export const TAG = {
  BOOLEAN: 0x01,
  INTEGER: 0x02,
  BIT_STRING: 0x03,
  OCTET_STRING: 0x04,
  NULL: 0x05,
  OID: 0x06,
  UTF8_STRING: 0x0c,
  NUMERIC_STRING: 0x12,
  PRINTABLE_STRING: 0x13,
  TELETEX_STRING: 0x14,
  IA5_STRING: 0x16,
  UTC_TIME: 0x17,
  GENERALIZED_TIME: 0x18,
  VISIBLE_STRING: 0x1a,
  UNIVERSAL_STRING: 0x1c,
  BMP_STRING: 0x1e,
  SEQUENCE: 0x30,
  SET: 0x31,
} as const;

/** The element at `offset`, which must end by `limit`. */
export function readElement(der: Uint8Array, offset: number, limit: number): DerElement {
  if (offset + 2 > limit) throw new DerError("an element is cut short");
  const tag = der[offset]!;
  if ((tag & 0x1f) === 0x1f) throw new DerError("a tag number above 30");
  let length = der[offset + 1]!;
  let start = offset + 2;
  if (length >= 0x80) {
    const bytes = length & 0x7f;
    // 0x80 is BER's indefinite length; more than four bytes of length cannot fit in the limits.
    if (bytes === 0 || bytes > 4) throw new DerError("a length DER does not allow");
    if (start + bytes > limit) throw new DerError("a length is cut short");
    if (der[start] === 0) throw new DerError("a length not in its shortest form");
    length = 0;
    for (let i = 0; i < bytes; i++) length = length * 256 + der[start + i]!;
    if (length < 0x80) throw new DerError("a length not in its shortest form");
    start += bytes;
  }
  const end = start + length;
  if (end > limit) throw new DerError("an element runs past its parent");
  return { tag, offset, start, end };
}

/** The element that is the whole of `der`: nothing may follow it. */
export function readWhole(der: Uint8Array, tag: number): DerElement {
  return readInside(der, 0, der.length, tag);
}

/** The elements inside a constructed one, in order. */
export function children(der: Uint8Array, parent: DerElement): DerElement[] {
  if ((parent.tag & 0x20) === 0) throw new DerError("a primitive element where a constructed one belongs");
  const found: DerElement[] = [];
  for (let at = parent.start; at < parent.end;) {
    const element = readElement(der, at, parent.end);
    found.push(element);
    at = element.end;
  }
  return found;
}

/** The one element a region of bytes holds (an extension's value, a BIT STRING's contents). */
export function readInside(der: Uint8Array, start: number, end: number, tag: number): DerElement {
  const element = expectTag(readElement(der, start, end), tag);
  if (element.end !== end) throw new DerError("bytes after the end");
  return element;
}

/** `element`, once its tag is `tag`. */
export function expectTag(element: DerElement | undefined, tag: number): DerElement {
  if (element === undefined) throw new DerError("an element is missing");
  if (element.tag !== tag) throw new DerError(`tag 0x${element.tag.toString(16)} where 0x${tag.toString(16)} belongs`);
  return element;
}

/** An element's contents. */
export function contents(der: Uint8Array, element: DerElement): Uint8Array {
  return der.subarray(element.start, element.end);
}

/** An element whole, its tag and length with its contents. */
export function encoded(der: Uint8Array, element: DerElement): Uint8Array {
  return der.subarray(element.offset, element.end);
}

/** An OBJECT IDENTIFIER in dotted form. */
export function objectIdentifier(der: Uint8Array, element: DerElement): string {
  expectTag(element, TAG.OID);
  if (element.end === element.start) throw new DerError("an empty object identifier");
  const arcs: number[] = [];
  let value = 0;
  let first = true;
  for (let at = element.start; at < element.end; at++) {
    const byte = der[at]!;
    // A leading 0x80 pads a number, which DER does not allow.
    if (value === 0 && byte === 0x80) throw new DerError("an object identifier not in its shortest form");
    value = value * 128 + (byte & 0x7f);
    if (value > Number.MAX_SAFE_INTEGER / 128) throw new DerError("an object identifier arc too large");
    if (byte & 0x80) continue;
    if (first) {
      // The first number holds the first two arcs.
      const top = value < 40 ? 0 : value < 80 ? 1 : 2;
      arcs.push(top, value - top * 40);
      first = false;
    } else {
      arcs.push(value);
    }
    value = 0;
  }
  if (der[element.end - 1]! & 0x80) throw new DerError("an object identifier cut short");
  return arcs.join(".");
}

/** An INTEGER small enough for a number (a version). */
export function smallInteger(der: Uint8Array, element: DerElement): number {
  expectTag(element, TAG.INTEGER);
  const length = element.end - element.start;
  if (length === 0 || length > 4) throw new DerError("an integer out of range");
  if (der[element.start]! & 0x80) throw new DerError("a negative integer");
  let value = 0;
  for (let at = element.start; at < element.end; at++) value = value * 256 + der[at]!;
  return value;
}

/** A BOOLEAN: DER's 0xFF or 0x00. */
export function boolean(der: Uint8Array, element: DerElement): boolean {
  expectTag(element, TAG.BOOLEAN);
  const byte = element.end - element.start === 1 ? der[element.start] : undefined;
  if (byte !== 0x00 && byte !== 0xff) throw new DerError("a boolean DER does not allow");
  return byte === 0xff;
}

/** A BIT STRING's bits, as bytes, and how many bits of the last byte are unused. */
export function bitString(der: Uint8Array, element: DerElement): { bytes: Uint8Array; unusedBits: number } {
  expectTag(element, TAG.BIT_STRING);
  if (element.end === element.start) throw new DerError("an empty bit string");
  const unusedBits = der[element.start]!;
  if (unusedBits > 7 || (unusedBits > 0 && element.end - element.start === 1)) throw new DerError("a bit string's unused bits out of range");
  return { bytes: der.subarray(element.start + 1, element.end), unusedBits };
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * A string type's text, or `undefined` for an element that is not one. Byte strings (Printable, IA5,
 * Numeric, Visible and Teletex) give a character a byte; UTF8String must be valid UTF-8; BMPString is
 * UTF-16 and UniversalString UTF-32, both big-endian.
 */
export function text(der: Uint8Array, element: DerElement): string | undefined {
  const bytes = contents(der, element);
  switch (element.tag) {
    case TAG.UTF8_STRING:
      try {
        return utf8.decode(bytes);
      } catch {
        throw new DerError("a UTF8String that is not UTF-8");
      }
    case TAG.PRINTABLE_STRING:
    case TAG.IA5_STRING:
    case TAG.NUMERIC_STRING:
    case TAG.VISIBLE_STRING:
    case TAG.TELETEX_STRING:
      return latin1(bytes);
    case TAG.BMP_STRING: {
      if (bytes.length % 2 !== 0) throw new DerError("a BMPString of an odd length");
      let result = "";
      for (let i = 0; i < bytes.length; i += 2) result += String.fromCharCode((bytes[i]! << 8) | bytes[i + 1]!);
      return result;
    }
    case TAG.UNIVERSAL_STRING: {
      if (bytes.length % 4 !== 0) throw new DerError("a UniversalString whose length is not a multiple of 4");
      let result = "";
      for (let i = 0; i < bytes.length; i += 4) {
        const point = ((bytes[i]! << 24) | (bytes[i + 1]! << 16) | (bytes[i + 2]! << 8) | bytes[i + 3]!) >>> 0;
        if (point > 0x10ffff) throw new DerError("a UniversalString character out of range");
        result += String.fromCodePoint(point);
      }
      return result;
    }
    default:
      return undefined;
  }
}

/** Bytes as text, a character a byte. */
export function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
}

const UTC_TIME = /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?(Z|[+-]\d{4})$/;
const GENERALIZED_TIME = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(?:\.(\d+))?(Z|[+-]\d{4})$/;

/**
 * A UTCTime or GeneralizedTime as an ISO 8601 UTC timestamp. UTCTime's two-digit years 50–99 are
 * 1950–1999 and 00–49 are 2000–2049 (RFC 5280); an offset from UTC is applied, as Go's reader does.
 */
export function time(der: Uint8Array, element: DerElement): string {
  const value = latin1(contents(der, element));
  const match = element.tag === TAG.UTC_TIME ? UTC_TIME.exec(value) : element.tag === TAG.GENERALIZED_TIME ? GENERALIZED_TIME.exec(value) : null;
  if (match === null) throw new DerError("a time DER does not allow");
  let year = Number(match[1]);
  if (element.tag === TAG.UTC_TIME) year += year < 50 ? 2000 : 1900;
  const [month, day, hour, minute, second] = [2, 3, 4, 5, 6].map((i) => Number(match[i] ?? "0")) as [number, number, number, number, number];
  const milliseconds = element.tag === TAG.GENERALIZED_TIME && match[7] !== undefined ? Number(match[7].slice(0, 3).padEnd(3, "0")) : 0;
  const zone = match[element.tag === TAG.UTC_TIME ? 7 : 8]!;
  // Set field by field: Date.UTC reads the years 0–99 as 1900–1999.
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  at.setUTCHours(hour, minute, second, milliseconds);
  // A Date rolls 31 April over into May: a day, hour or second out of range is refused instead.
  if (
    month < 1 ||
    month > 12 ||
    at.getUTCFullYear() !== year ||
    at.getUTCMonth() !== month - 1 ||
    at.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    throw new DerError("a time out of range");
  }
  if (zone !== "Z") {
    const sign = zone[0] === "-" ? -1 : 1;
    const hours = Number(zone.slice(1, 3));
    const minutes = Number(zone.slice(3, 5));
    if (hours > 23 || minutes > 59) throw new DerError("a time zone out of range");
    at.setTime(at.getTime() - sign * (hours * 60 + minutes) * 60_000);
  }
  return at.toISOString();
}
