import { AvatarArt } from './Avatar';
import { type AvatarId, parseAvatar } from './avatarList';

const cache = new Map<AvatarId, Promise<Uint8Array | undefined>>();

/** Draws one built-in avatar (its SVG) onto a canvas and answers PNG bytes. */
async function draw(id: AvatarId, size: number): Promise<Uint8Array | undefined> {
  const { renderToStaticMarkup } = await import('react-dom/server');
  const svg = renderToStaticMarkup(<AvatarArt id={id} />).replace(
    '<svg ',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" `,
  );
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image(size, size);
    img.src = url;
    await img.decode();
    const canvas = Object.assign(document.createElement('canvas'), { width: size, height: size });
    canvas.getContext('2d')?.drawImage(img, 0, 0, size, size);
    const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/png'));
    return blob ? new Uint8Array(await blob.arrayBuffer()) : undefined;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * A stored avatar_url as PNG bytes for a printed page (the login cards), or undefined when it is
 * not one of MathPop's built-in avatars or can't be drawn (then the card shows the initial).
 */
export function avatarPng(value: string | null, size = 128): Promise<Uint8Array | undefined> {
  const id = parseAvatar(value);
  if (!id) return Promise.resolve(undefined);
  let png = cache.get(id);
  if (!png) {
    png = draw(id, size).catch(() => undefined);
    cache.set(id, png);
  }
  return png;
}
