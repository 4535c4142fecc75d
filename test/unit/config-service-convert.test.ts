/** The ConfigService's value conversions and the exact round trip of what a client wrote. */
import { describe, expect, it } from "vitest";
import { toProtoJson, toRestForm } from "../../src/connect/convert.js";
import { ROUTE_MAP, SETTINGS_MAP } from "../../src/connect/kinds.js";
import { durationToRest } from "../../src/connect/values.js";

describe("durations", () => {
  it("converts proto3 JSON durations to the API's notation, whole milliseconds only", () => {
    expect(durationToRest("5400s", "/t")).toBe("1h30m");
    expect(durationToRest("0.500s", "/t")).toBe("500ms");
    expect(durationToRest("1.5s", "/t")).toBe("1s500ms");
    expect(durationToRest("0s", "/t")).toBe("0s");
    expect(() => durationToRest("1.000000001s", "/t")).toThrow(/whole number of milliseconds/);
    expect(() => durationToRest("-1s", "/t")).toThrow(/non-negative/);
  });
});

describe("round trips", () => {
  it("reads back what was written while REST holds the same value, and REST's value once it changed", () => {
    const written = { name: "r", from: "https://r.example.com", timeout: "5400s", statName: "s", loadBalancingPolicy: "LOAD_BALANCING_POLICY_UNSPECIFIED" };
    const { rest, kept } = toRestForm(ROUTE_MAP, written);
    expect(rest).toMatchObject({ name: "r", timeout: "1h30m" });
    expect(rest.loadBalancingPolicy).toBeUndefined();
    expect(kept).toEqual({ statName: "s", loadBalancingPolicy: "LOAD_BALANCING_POLICY_UNSPECIFIED" });
    expect(toProtoJson(ROUTE_MAP, rest, kept)).toEqual(written);
    // A REST write changed the timeout: the stored "5400s" no longer stands for it.
    expect(toProtoJson(ROUTE_MAP, { ...rest, timeout: "2m" }, kept)).toEqual({ ...written, timeout: "120s" });
  });

  it("fills what REST requires when a settings message leaves it out, and leaves it out again on read", () => {
    const { rest, kept } = toRestForm(SETTINGS_MAP, { logLevel: "debug", autocert: true });
    expect(rest).toMatchObject({ logLevel: "debug", address: ":443", cookieName: "_pomerium" });
    expect(kept).toMatchObject({ autocert: true, address: null });
    expect(toProtoJson(SETTINGS_MAP, rest, kept)).toEqual({ logLevel: "debug", autocert: true });
    // REST changed the address since: shown.
    expect(toProtoJson(SETTINGS_MAP, { ...rest, address: ":8443" }, kept)).toMatchObject({ address: ":8443" });
  });

  it("refuses a secret it has no sealed place for, and a health check it cannot hold, naming the field", () => {
    expect(() => toRestForm(ROUTE_MAP, { tlsClientKey: "key" })).toThrow(/tlsClientKey/);
    expect(() => toRestForm(ROUTE_MAP, { healthChecks: [{ grpcHealthCheck: {} }, { grpcHealthCheck: {} }] })).toThrow(/at most one health check/);
    expect(() => toRestForm(ROUTE_MAP, { healthChecks: [{ altPort: 1, tcpHealthCheck: {} }] })).toThrow(/altPort/);
    expect(() => toRestForm(ROUTE_MAP, { regexPriorityOrder: "9007199254740993" })).toThrow(/integer/);
  });
});
