// The mock keeps an upload as the data URL it came in (a real backend would answer a storage URL);
// the demo's saved world keeps the same bytes as a Blob, a third smaller than their base64 text.

/** The decoded size of a base64 data URL. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** A base64 data URL's bytes as a Blob of its type. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const type = dataUrl.slice('data:'.length, comma).replace(/;base64$/, '');
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}

/** String.fromCharCode takes its bytes as arguments: a whole file would overflow the stack. */
const BYTES_PER_CHUNK = 0x8000;

/** The data URL of a Blob (the same text dataUrlToBlob was given). */
export function blobToDataUrl(blob: Blob): Promise<string> {
  // The browser's reader encodes off the main thread; where there is none (Node), by hand.
  if (typeof FileReader === 'undefined') return encodeByHand(blob);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(blob);
  });
}

async function encodeByHand(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += BYTES_PER_CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + BYTES_PER_CHUNK));
  }
  return `data:${blob.type};base64,${btoa(binary)}`;
}
