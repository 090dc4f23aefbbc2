/** Saves text or bytes as a file through a temporary link (the browser's own download). */
export function saveFile(content: string | Uint8Array, fileName: string, type: string) {
  const part = typeof content === 'string' ? content : content.slice().buffer;
  const url = URL.createObjectURL(new Blob([part], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
