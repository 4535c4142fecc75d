/** The browser the page tests drive: Debian's `chromium`, never a download of a test tool's own. */
export const CHROMIUM = "/usr/bin/chromium";
