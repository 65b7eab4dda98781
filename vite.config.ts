import fs from 'node:fs'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa'
import { inlineEntryCss } from './vite-plugins/inline-css'
import { precompressAssets } from './vite-plugins/precompress'

// The top-level manifest.webmanifest is the one source of truth; the plugin writes it into dist/ and links it.
const manifest: Partial<ManifestOptions> = JSON.parse(
  fs.readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
)

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // src/app/register-sw.ts registers the worker with workbox-window.
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['icons/icon.svg', 'icons/apple-touch-icon.png'],
      injectManifest: {
        // The shell and every route's code (legal pages included), styles, fonts, icons and the landing
        // page's sample pictures. Not precached: the demo video (the poster shows offline) and the
        // store screenshots of the manifest.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,jpg,ico,woff,woff2,webmanifest}'],
        globIgnores: ['screenshots/**', '**/*.mp4', '**/*.webm'],
      },
    }),
    inlineEntryCss(),
    precompressAssets(),
  ],
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
    },
  },
  build: {
    target: 'es2022',
  },
})
