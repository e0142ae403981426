/** Written into the modules by scripts/build-browser.ts (esbuild `define`): each feature sheet's address by name (styles/features/<name>.css). */
declare const __FEATURE_SHEETS__: Readonly<Record<string, string>>;
