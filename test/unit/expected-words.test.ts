/** typia's expected types, as the API's users read them. */
import { describe, expect, it } from "vitest";
import { expectedInWords } from "../../src/validation/expected-words.js";

describe("expectedInWords", () => {
  it.each([
    ["(string & MinLength<1> & MaxLength<128>)", "text of 1 to 128 characters"],
    ["((string & MaxLength<256>) | undefined)", "text of at most 256 characters"],
    ["string & MinLength<1>", "non-empty text"],
    ['((number & Type<"uint32">) | undefined)', "a whole number from 0 to 4294967295"],
    ['((number & Type<"uint64"> & Minimum<1>) | undefined)', "a whole number from 1 to 18446744073709551615"],
    ["number & Maximum<1>", "a number of at most 1"],
    ["number & ExclusiveMinimum<0>", "a number greater than 0"],
    ['string & Pattern<"^([0-9]+(y|w|d|h|m|s|ms))+$">', "a duration such as 30s, 5m or 1h30m"],
    ['string & Pattern<"^[a-z]+$">', "text matching ^[a-z]+$"],
    ['string & Format<"email">', "an email address"],
    ["((Array<string & MaxLength<1024>> & MaxItems<64>) | undefined)", "a list of at most 64 items, each text of at most 1024 characters"],
    ["Array<> & MinItems<1>", "a list of at least 1 item"],
    ["((string & MaxLength<8192>) | Array<string & MaxLength<8192>>)", "text of at most 8192 characters or a list, each text of at most 8192 characters"],
    ['("member" | "admin" | "owner")', 'one of "member", "admin", "owner"'],
    ["(boolean | undefined)", "true or false"],
    ["(RouteWrite | null)", "an object or null"],
    ["Record<string, unknown>", "an object"],
  ])("%s", (expected, words) => {
    expect(expectedInWords(expected)).toBe(words);
  });
});
