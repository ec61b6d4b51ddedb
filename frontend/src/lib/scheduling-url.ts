/** The scheduling widget's fixed colour scheme: primary 2d7a5a, text 0a1828, background ffffff. */
export const WIDGET_COLORS = { primary_color: '2d7a5a', text_color: '0a1828', background_color: 'ffffff' } as const;
export const WIDGET_HEIGHT = 700;

export interface Prefill {
  name?: string;
  email?: string;
  /** Custom answers a1..a10 of the booking form. */
  answers?: Partial<Record<`a${number}`, string>>;
}

/**
 * The inline-embed address of a Calendly scheduling page: the page URL plus embed, colour and
 * prefill parameters, as Calendly's own embed script builds it.
 */
export function schedulingEmbedUrl(pageUrl: string, prefill: Prefill, embedDomain: string): string {
  const url = new URL(pageUrl);
  url.searchParams.set('embed_domain', embedDomain);
  url.searchParams.set('embed_type', 'Inline');
  for (const [name, value] of Object.entries(WIDGET_COLORS)) url.searchParams.set(name, value);
  url.searchParams.set('hide_gdpr_banner', '1');
  if (prefill.name) url.searchParams.set('name', prefill.name);
  if (prefill.email) url.searchParams.set('email', prefill.email);
  for (const [name, value] of Object.entries(prefill.answers ?? {})) {
    if (value) url.searchParams.set(name, value);
  }
  return url.toString();
}

/**
 * True for a message the embedded scheduling page posts: from Calendly (https, calendly.com or a
 * subdomain), or from `embeddedOrigin`, the origin of the address the page embeds (a single-use
 * link the server gave, which locally is the scheduling service's stand-in on http://127.0.0.1).
 */
export function isSchedulingMessage(
  event: MessageEvent,
  embeddedOrigin?: string | null,
): event is MessageEvent<{ event: string }> {
  const data = event.data as { event?: unknown } | null;
  if (typeof data?.event !== 'string' || !data.event.startsWith('calendly.')) return false;
  return isCalendlyOrigin(event.origin) || isEmbeddedOrigin(event.origin, embeddedOrigin);
}

/** The origin of an embedded address, for isSchedulingMessage (null when it has none: not http(s)). */
export function embeddedOriginOf(src: string): string | null {
  try {
    const url = new URL(src);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

function isEmbeddedOrigin(origin: string, embeddedOrigin: string | null | undefined): boolean {
  // An opaque origin ('null': a sandboxed frame, a data: address) is nobody's: never trusted.
  if (!embeddedOrigin || embeddedOrigin === 'null' || origin === 'null') return false;
  return origin === embeddedOrigin;
}

function isCalendlyOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return url.protocol === 'https:' && (url.hostname === 'calendly.com' || url.hostname.endsWith('.calendly.com'));
  } catch {
    return false;
  }
}
