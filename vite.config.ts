import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.QUAD_API_PORT ?? '3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/images': { target: `http://127.0.0.1:${apiPort}` },
    },
  },
});
