// Image and video encoding done by Chromium itself (no native image library to install): WebP stills
// through canvas.toDataURL, and the video through canvas.captureStream() + MediaRecorder: VP9 WebM and,
// from the same frames, H.264 MP4 (Safari on iPhone and iPad; issue 39 §4).

/** Encodes a PNG (Buffer) as WebP at each of `widths`, keeping its aspect ratio; returns Buffers by width. */
export async function webpWidths(page, png, widths, quality = 0.8) {
  const out = await page.evaluate(
    async ([b64, ws, q]) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      return ws.map((w) => {
        const h = Math.round((img.naturalHeight * w) / img.naturalWidth);
        const canvas = Object.assign(document.createElement('canvas'), { width: w, height: h });
        const ctx = canvas.getContext('2d');
        ctx.imageSmoothingQuality = 'high';
        ctx.drawImage(img, 0, 0, w, h);
        return canvas.toDataURL('image/webp', q).split(',')[1];
      });
    },
    [png.toString('base64'), widths, quality],
  );
  return Object.fromEntries(widths.map((w, i) => [w, Buffer.from(out[i], 'base64')]));
}

/**
 * Replays screencast frames (JPEG Buffers with their capture times in seconds) at their real pace
 * onto a `width`-wide canvas recorded by two MediaRecorders at once (VP9 WebM and H.264 MP4,
 * `bitsPerSecond` each); returns both files as `{ webm, mp4 }`.
 */
export async function recordVideo(page, frames, { width, height, bitsPerSecond }) {
  await page.route('http://shots.invalid/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/page') return route.fulfill({ body: '<!doctype html><body>', contentType: 'text/html' });
    const i = Number(path.slice(1));
    return route.fulfill({ body: frames[i].data, contentType: 'image/jpeg' });
  });
  await page.goto('http://shots.invalid/page');
  const t0 = frames[0].time;
  const times = frames.map((f) => f.time - t0);
  const [webm, mp4] = await page.evaluate(
    async ([times, w, h, bps]) => {
      const canvas = Object.assign(document.createElement('canvas'), { width: w, height: h });
      document.body.append(canvas);
      const ctx = canvas.getContext('2d');
      const load = (i) =>
        fetch(`/${i}`)
          .then((r) => r.blob())
          .then((b) => createImageBitmap(b));
      const stream = canvas.captureStream(25);
      const types = ['video/webm;codecs=vp9', 'video/mp4;codecs=avc1.42C020'];
      const unsupported = types.filter((type) => !MediaRecorder.isTypeSupported(type));
      if (unsupported.length) throw new Error(`this Chromium cannot record ${unsupported.join(', ')}`);
      const recorders = types.map((mimeType) => {
        const rec = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: bps });
        const chunks = [];
        rec.ondataavailable = (e) => chunks.push(e.data);
        const done = new Promise((r) => {
          rec.onstop = r;
        });
        return { rec, chunks, done, type: mimeType.split(';')[0] };
      });
      let next = await load(0);
      ctx.drawImage(next, 0, 0, w, h);
      for (const { rec } of recorders) rec.start(1000);
      const start = performance.now();
      for (let i = 0; i < times.length; i++) {
        const bitmap = next;
        const upcoming = i + 1 < times.length ? load(i + 1) : null;
        const wait = start + times[i] * 1000 - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        ctx.drawImage(bitmap, 0, 0, w, h);
        bitmap.close();
        if (upcoming) next = await upcoming;
      }
      await new Promise((r) => setTimeout(r, 500));
      for (const { rec } of recorders) rec.stop();
      const files = [];
      for (const { done, chunks, type } of recorders) {
        await done;
        const buf = new Uint8Array(await new Blob(chunks, { type }).arrayBuffer());
        let s = '';
        for (let i = 0; i < buf.length; i += 0x8000) s += String.fromCharCode(...buf.subarray(i, i + 0x8000));
        files.push(btoa(s));
      }
      return files;
    },
    [times, width, height, bitsPerSecond],
  );
  return { webm: Buffer.from(webm, 'base64'), mp4: Buffer.from(mp4, 'base64') };
}
