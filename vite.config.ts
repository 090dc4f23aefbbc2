import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.MATHPOP_API_URL ?? 'http://127.0.0.1:8787';

/** Vite config: React + Tailwind; in dev the Supabase-compatible API is proxied to the embedded server. */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@scenes': fileURLToPath(new URL('./scenes', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: { '/auth/v1': apiTarget, '/rest/v1': apiTarget },
  },
  build: { target: 'es2022', sourcemap: false },
});
