import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { findAdminOnlyFiles } from "./build/admin-only-files";
import { fontPreload } from "./build/font-preload-plugin";
import { startChunks } from "./build/start-chunk";

const pwaRoot = import.meta.dirname;

// Code only the admin uses is named admin-* where its chunk holds admin source, so a browser test
// can check that no public page downloads one; the precache leaves out every file only the admin
// reaches, found from the bundle's import graph (an icon chunk shared by two admin screens too).
const ADMIN_SOURCE = /\/src\/admin\//;
const ADMIN_LIBRARIES =
  /\/node_modules\/(react-hook-form|@hookform|react-hotkeys-hook|@tanstack\/(react-virtual|virtual-core))\//;
const isAdminOnly = (moduleIds: readonly string[]) =>
  moduleIds.some((id) => ADMIN_SOURCE.test(id)) ||
  (moduleIds.length > 0 && moduleIds.every((id) => ADMIN_LIBRARIES.test(id)));
const adminOnly = findAdminOnlyFiles();
// React's DOM renderer is most of the start's code, the router and the query cache the next: each a
// chunk of its own, evaluated in a task of its own before the app's (see main.tsx).
const start = startChunks([
  { name: "react", module: "/src/app/dom-renderer.ts" },
  { name: "router", module: "/src/app/router-code.ts" },
  { name: "queries", module: "/src/app/query-code.ts" },
  { name: "start", module: "/src/app/start.tsx" },
]);

/** The public pages as the server renders them: one module the server loads from dist-server. */
const serverRenderBuild = defineConfig({
  root: pwaRoot,
  publicDir: false,
  plugins: [react()],
  // Whole, with React and the rest inside: a production install then needs only the server's own
  // packages, not the browser's.
  ssr: { noExternal: true, target: "node" },
  build: {
    ssr: true,
    rolldownOptions: { input: path.join(pwaRoot, "src", "entry-server.tsx") },
    outDir: path.join(pwaRoot, "dist-server"),
    emptyOutDir: true,
    sourcemap: false,
  },
});

const browserBuild = defineConfig({
  root: pwaRoot,
  publicDir: path.join(pwaRoot, "public"),
  plugins: [
    react(),
    adminOnly.plugin,
    start.plugin,
    fontPreload(),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src/sw",
      filename: "sw.ts",
      registerType: "prompt",
      injectRegister: false,
      manifestFilename: "manifest.webmanifest",
      includeAssets: [],
      manifest: {
        id: "/",
        name: "Shonali Jewellers",
        short_name: "Shonali",
        description:
          "Gold, silver and diamond jewellery in Dhaka and Mymensingh: collection, gold calculator and today's rate.",
        lang: "en",
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        background_color: "#FBF7F0",
        theme_color: "#6B1E2E",
        categories: ["shopping", "lifestyle"],
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      injectManifest: {
        // Public pages, the Latin font files, the taka sign's and the language switch's; admin chunks load
        // only when the owner signs in.
        globPatterns: [
          "**/*.{js,css,html}",
          "assets/*-latin-wght-*.woff2",
          "assets/taka-sign-wght-*.woff2",
          "assets/bengali-language-name-wght-*.woff2",
          "images/*.svg",
          "icons/favicon.svg",
        ],
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter((entry) => !adminOnly.files.has(entry.url)),
            warnings: [],
          }),
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: path.join(pwaRoot, "dist"),
    emptyOutDir: true,
    // Maps would hand anyone the admin's full sources; errors are read from the server's log instead.
    sourcemap: false,
    // Which files each page needs, for the server to send a page's stylesheets with its HTML.
    manifest: true,
    // The browser finds a chunk's imports itself as it loads it. Vite's loader would add a link
    // element per file ahead of time, on the main thread in the task that starts the app: 13 files
    // cost 47 ms there for the home page, on this machine without throttling. Stylesheets still go
    // through the loader, which finds a rendered page's own already in the document.
    modulePreload: false,
    // A font stays a file of its own, however small: its unicode-range decides which pages fetch it.
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
    rolldownOptions: {
      output: {
        // The group is closed under imports already, less what the entry imports itself, which must
        // stay out: following dependencies would pull the chunk loader in, and the start with it.
        codeSplitting: { groups: start.groups, includeDependenciesRecursively: false },
        chunkFileNames: (chunk) =>
          isAdminOnly(chunk.moduleIds) && !chunk.name.startsWith("admin-")
            ? "assets/admin-[name]-[hash].js"
            : "assets/[name]-[hash].js",
      },
    },
  },
  server: { proxy: { "/api": "http://127.0.0.1:3000", "/uploads": "http://127.0.0.1:3000" } },
});

export default defineConfig((env) => (env.isSsrBuild ? serverRenderBuild : browserBuild));
