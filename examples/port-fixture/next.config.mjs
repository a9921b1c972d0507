/**
 * The port fixture: an app written for the platform SDK's package names. Nothing here names
 * SiteKit; `package.json` aliases `@wix/*` to the workspace packages and `SITEKIT_HOST` points the
 * server side at the emulator.
 *
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
