/** The refusal of state-changing requests that a page of another site may have sent. */
import { AccessPlaneError } from "../errors.js";
import { headerOf } from "./payloads.js";

/** Content types a browser sends cross-site without asking first (a form, or `fetch` in no-cors mode). */
const FORM_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\s*(;|$)/i;

/**
 * Refuses a state-changing request a page of another site may have made with the caller's ambient
 * credentials (a session cookie at an authenticating proxy in front, read through `authenticate`): an
 * `Origin` that is neither this server's host nor an allowed origin (`null` included), a
 * `Sec-Fetch-Site` other than `same-origin` or `none` without an allowed `Origin`, or a content type a
 * form can send. API clients send none of these; browsers send `Origin` and `Sec-Fetch-Site` on every
 * cross-site POST, PUT, PATCH and DELETE.
 */
export function checkCrossSite(request: Request, url: URL, allowed: ReadonlySet<string>): void {
  const origin = headerOf(request, "origin");
  if (origin !== null) {
    let host: string | undefined;
    try {
      host = origin === "null" ? undefined : new URL(origin).host;
    } catch {
      host = undefined;
    }
    if (host === url.host || allowed.has(origin.toLowerCase())) return;
    throw new AccessPlaneError(
      "permission_denied",
      `cross-site request refused: Origin ${JSON.stringify(origin.slice(0, 200))} is not this server's and not among the allowed origins`,
    );
  }
  const site = headerOf(request, "sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") {
    throw new AccessPlaneError(
      "permission_denied",
      `cross-site request refused: Sec-Fetch-Site is ${JSON.stringify(site.slice(0, 40))} and no allowed Origin was sent`,
    );
  }
  const type = headerOf(request, "content-type");
  if (type !== null && FORM_TYPE.test(type)) {
    throw new AccessPlaneError(
      "unsupported_media_type",
      "a form's content type is refused on a request that changes something: send application/json, or no body",
    );
  }
}
