#!/usr/bin/env node
// The `sitekit-emulator` command. A file of its own, in the package from the start, so that package
// managers can link it at install time, before `dist/` is built in a workspace checkout.
import '../dist/bin.js';
