// User-supplied URLs reach the DOM only when they are safe: links http(s) only; images http(s),
// same-origin paths, or data:image URLs of the uploads (an <img> never runs script).

export function safeLinkUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|svg\+xml);base64,[a-z0-9+/=]+$/i;

export function safeImageUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (DATA_IMAGE.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return withBase(value);
  return safeLinkUrl(value);
}

/** Seeded images live under public/ and are addressed from the site root: prefix the base path. */
export function withBase(path: string): string {
  const base = import.meta.env.BASE_URL ?? '/';
  if (base === '/' || path.startsWith(base)) return path;
  return `${base.replace(/\/$/, '')}${path}`;
}

/**
 * Saves a file the mock backend keeps as a data: URL. The URL becomes a Blob here and never an
 * href in the page (no data: link reaches the DOM).
 */
export function downloadDataUrl(name: string, dataUrl: string): void {
  const match = /^data:([\w.+-]+\/[\w.+-]+);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!match) return;
  const bytes = Uint8Array.from(atob(match[2]), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: match[1] }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
