// Builds the bench's one-input React page (scripts/bench-usable.mjs) as a plain client-rendered app.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  base: '/bench/react-input/',
  build: { outDir: process.env.BENCH_FIXTURE_OUT, emptyOutDir: true, target: 'es2020' },
});
