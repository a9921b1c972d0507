/**
 * The storefront runs on `@sitekit/emulator` by default (SITEKIT_HOST) and on the real platform when
 * SITEKIT_CLIENT_ID is set without SITEKIT_HOST. Browser-side platform calls go same-origin to
 * `/_platform/*`, which `src/proxy.ts` rewrites to the platform host read at runtime (not at build time,
 * so one build serves any emulator port).
 *
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: {
    optimizePackageImports: ['@sitekit/react'],
  },
};

export default nextConfig;
