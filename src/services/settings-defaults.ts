import { randomBytes } from "node:crypto";
import type { SettingsFields } from "../domain/entities.js";

/** The settings of a new cluster (`docs/wire-contract.md`, "Settings of a new cluster"), with a fresh cookie secret. */
export function defaultSettings(): SettingsFields {
  return {
    logLevel: "info",
    address: ":443",
    dnsLookupFamily: "V4_PREFERRED",
    timeoutRead: "30s",
    timeoutWrite: "0s",
    timeoutIdle: "5m",
    cookieName: "_pomerium",
    cookieSecret: newCookieSecret(),
    cookieHttpOnly: true,
    cookieExpire: "14h",
    defaultUpstreamTimeout: "30s",
    tracingSampleRate: 0.0001,
    skipXffAppend: false,
    passIdentityHeaders: false,
    autoApplyChangesets: true,
  };
}

/** 32 random bytes in base64, as the proxy expects of a cookie secret. */
export function newCookieSecret(): string {
  return randomBytes(32).toString("base64");
}
