import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The demo and the real-backend build differ only by VITE_API_MOCKING (see README).
export default defineConfig({
  plugins: [react()],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    sourcemap: false,
  },
});
