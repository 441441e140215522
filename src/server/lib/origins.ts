/**
 * Whether a request may act with the cookies it carries. Browsers name the page's origin on every
 * state-changing request and on WebSocket handshakes; a request without one is not a browser's,
 * so it carries no visitor's cookies by accident. A page on another port of the same host is
 * another origin: SameSite cookies do not stop it, this does.
 */
export function originAllowed(allowedOrigins: readonly string[], origin: string | undefined): boolean {
  return origin === undefined || allowedOrigins.includes(origin);
}

export function crossOriginMessage(origin: string, allowedOrigins: readonly string[]): string {
  return `Requests from ${origin} are not accepted here. Open the app at ${allowedOrigins[0]} (or add the address to ALLOWED_ORIGINS)`;
}
